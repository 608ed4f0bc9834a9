/** The languages a variant's code is written in. */
export type CodeLanguage = 'css' | 'javascript';
