import { sql, type Kysely } from 'kysely';
import type { ProfileRepository, ProfileStepStore } from '../../application/ports/profile-repository';
import type { AvatarBusiness } from '../../domain/profile/avatar-business';
import type { AvatarDemographics, TechSavvy } from '../../domain/profile/avatar-demographics';
import type { AvatarGoal } from '../../domain/profile/avatar-goal';
import type { AvatarPreviousExperience } from '../../domain/profile/avatar-previous-experience';
import { profileSteps, type ProfileStep } from '../../domain/profile/profile-step';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

type Db = Kysely<DatabaseSchema>;

/** The owner profile, one row per owner and step; every query is filtered by the owner in the query itself. */
export class KyselyProfileRepository implements ProfileRepository {
  readonly goals: ProfileStepStore<AvatarGoal>;
  readonly business: ProfileStepStore<AvatarBusiness>;
  readonly demographics: ProfileStepStore<AvatarDemographics>;
  readonly previousExperience: ProfileStepStore<AvatarPreviousExperience>;

  constructor(private readonly db: Db) {
    this.goals = new GoalStore(db);
    this.business = new BusinessStore(db);
    this.demographics = new DemographicsStore(db);
    this.previousExperience = new PreviousExperienceStore(db);
  }

  async savedSteps(userId: UserId): Promise<readonly ProfileStep[]> {
    if (!isUuid(userId)) return [];
    const row = await this.db
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom('avatar_goals').select('user_id').where('user_id', '=', userId)).as('goals'),
        eb.exists(eb.selectFrom('avatar_businesses').select('user_id').where('user_id', '=', userId)).as('business'),
        eb
          .exists(eb.selectFrom('avatar_demographics').select('user_id').where('user_id', '=', userId))
          .as('demographics'),
        eb
          .exists(eb.selectFrom('avatar_previous_experiences').select('user_id').where('user_id', '=', userId))
          .as('previousExperience'),
      ])
      .executeTakeFirstOrThrow();
    return profileSteps.filter((step) => Boolean(row[step]));
  }
}

const goalColumns = (goal: AvatarGoal) => ({
  goal_category_id: goal.goalCategoryId,
  other_goal_category: goal.otherGoalCategory,
  goal_comment: goal.goalComment,
  improvements: goal.improvements,
  use_case: goal.useCase,
  site_concerns: goal.siteConcerns,
});

class GoalStore implements ProfileStepStore<AvatarGoal> {
  constructor(private readonly db: Db) {}

  async find(userId: UserId): Promise<AvatarGoal | null> {
    if (!isUuid(userId)) return null;
    const row = await this.db.selectFrom('avatar_goals').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (row === undefined) return null;
    return {
      goalCategoryId: row.goal_category_id,
      otherGoalCategory: row.other_goal_category,
      goalComment: row.goal_comment,
      improvements: row.improvements,
      useCase: row.use_case,
      siteConcerns: row.site_concerns,
    };
  }

  async add(userId: UserId, goal: AvatarGoal, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('avatar_goals')
      .values({ user_id: userId, ...goalColumns(goal), created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async replace(userId: UserId, goal: AvatarGoal, at: Date): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const updated = await this.db
      .updateTable('avatar_goals')
      .set({ ...goalColumns(goal), updated_at: at })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }
}

const businessColumns = (business: AvatarBusiness) => ({
  business_name: business.businessName,
  industry_id: business.industryId,
  other_industry: business.otherIndustry,
  monthly_website_traffic_id: business.monthlyWebsiteTrafficId,
  num_employees: business.numEmployees,
  primary_objective_id: business.primaryObjectiveId,
  other_primary_objective: business.otherPrimaryObjective,
});

class BusinessStore implements ProfileStepStore<AvatarBusiness> {
  constructor(private readonly db: Db) {}

  async find(userId: UserId): Promise<AvatarBusiness | null> {
    if (!isUuid(userId)) return null;
    const row = await this.db
      .selectFrom('avatar_businesses')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      businessName: row.business_name,
      industryId: row.industry_id,
      otherIndustry: row.other_industry,
      monthlyWebsiteTrafficId: row.monthly_website_traffic_id,
      numEmployees: row.num_employees,
      primaryObjectiveId: row.primary_objective_id,
      otherPrimaryObjective: row.other_primary_objective,
    };
  }

  async add(userId: UserId, business: AvatarBusiness, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('avatar_businesses')
      .values({ user_id: userId, ...businessColumns(business), created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async replace(userId: UserId, business: AvatarBusiness, at: Date): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const updated = await this.db
      .updateTable('avatar_businesses')
      .set({ ...businessColumns(business), updated_at: at })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }
}

const demographicsColumns = (demographics: AvatarDemographics) => ({
  nickname: demographics.nickname,
  gender: demographics.gender,
  dob: demographics.dob,
  country_id: demographics.countryId,
  education_level_id: demographics.educationLevelId,
  job_category_id: demographics.jobCategoryId,
  other_job_category: demographics.otherJobCategory,
  business_position: demographics.businessPosition,
  tech_savvy: demographics.techSavvy,
});

class DemographicsStore implements ProfileStepStore<AvatarDemographics> {
  constructor(private readonly db: Db) {}

  async find(userId: UserId): Promise<AvatarDemographics | null> {
    if (!isUuid(userId)) return null;
    const row = await this.db
      .selectFrom('avatar_demographics')
      .select([
        'nickname',
        'gender',
        // A date column would come back as a Date at the driver's local midnight (and PGlite may differ): the
        // calendar day is read as text instead.
        sql<string>`to_char(dob, 'YYYY-MM-DD')`.as('dob'),
        'country_id',
        'education_level_id',
        'job_category_id',
        'other_job_category',
        'business_position',
        'tech_savvy',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      nickname: row.nickname,
      gender: row.gender,
      dob: row.dob,
      countryId: row.country_id,
      educationLevelId: row.education_level_id,
      jobCategoryId: row.job_category_id,
      otherJobCategory: row.other_job_category,
      businessPosition: row.business_position,
      // The column's CHECK keeps it between 1 and 5.
      techSavvy: row.tech_savvy as TechSavvy,
    };
  }

  async add(userId: UserId, demographics: AvatarDemographics, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('avatar_demographics')
      .values({ user_id: userId, ...demographicsColumns(demographics), created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async replace(userId: UserId, demographics: AvatarDemographics, at: Date): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const updated = await this.db
      .updateTable('avatar_demographics')
      .set({ ...demographicsColumns(demographics), updated_at: at })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }
}

/** The experience row and its competitor rows change together, in one transaction. */
class PreviousExperienceStore implements ProfileStepStore<AvatarPreviousExperience> {
  constructor(private readonly db: Db) {}

  async find(userId: UserId): Promise<AvatarPreviousExperience | null> {
    if (!isUuid(userId)) return null;
    const [row, competitors] = await Promise.all([
      this.db
        .selectFrom('avatar_previous_experiences')
        .select(['other_competitor', 'notes'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      this.db
        .selectFrom('avatar_previous_experience_competitors')
        .select('competitor_id')
        .where('user_id', '=', userId)
        .orderBy('competitor_id')
        .execute(),
    ]);
    if (row === undefined) return null;
    return {
      competitorIds: competitors.map((competitor) => competitor.competitor_id),
      otherCompetitor: row.other_competitor,
      notes: row.notes,
    };
  }

  add(userId: UserId, experience: AvatarPreviousExperience, at: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('avatar_previous_experiences')
        .values({
          user_id: userId,
          other_competitor: experience.otherCompetitor,
          notes: experience.notes,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (inserted === undefined) return false;
      await insertCompetitors(trx, userId, experience.competitorIds);
      return true;
    });
  }

  async replace(userId: UserId, experience: AvatarPreviousExperience, at: Date): Promise<boolean> {
    if (!isUuid(userId)) return false;
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('avatar_previous_experiences')
        .set({ other_competitor: experience.otherCompetitor, notes: experience.notes, updated_at: at })
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await trx.deleteFrom('avatar_previous_experience_competitors').where('user_id', '=', userId).execute();
      await insertCompetitors(trx, userId, experience.competitorIds);
      return true;
    });
  }
}

async function insertCompetitors(db: Db, userId: UserId, competitorIds: readonly number[]): Promise<void> {
  if (competitorIds.length === 0) return;
  await db
    .insertInto('avatar_previous_experience_competitors')
    .values(competitorIds.map((competitorId) => ({ user_id: userId, competitor_id: competitorId })))
    .execute();
}
