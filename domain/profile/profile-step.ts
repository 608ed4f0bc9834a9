/** The owner profile's wizard steps, in the order the wizard asks them. Each is saved on its own. */
export const profileSteps = ['goals', 'business', 'demographics', 'previousExperience'] as const;

export type ProfileStep = (typeof profileSteps)[number];
