import type { ColumnType, Generated } from 'kysely';
import type { EmailStatus } from '../../domain/shared/email-delivery';

/** The tables as Kysely sees them; one interface per table, named after it. */
export interface GoalsTable {
  id: Generated<number>;
  name: string;
  created_at: ColumnType<Date, never, never>;
  /** Null for the engagement goals (the catalogue); a conversion goal belongs to one website. */
  website_id: string | null;
  kind: Generated<
    'engagement' | 'page_visit' | 'element_click' | 'form_submission' | 'custom_event' | 'revenue' | 'revenue_on_page'
  >;
  url_match: 'exact' | 'starts_with' | 'pattern' | null;
  /** The URL (or pattern), the CSS selector or the event name, by kind. */
  target: string | null;
  /** A revenue goal read from its thank-you page: the CSS selector of the element holding the order total. */
  amount_selector: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TestGoalsTable {
  test_id: string;
  goal_id: number;
  position: number;
  guardrail: boolean;
}

export interface SessionGoalsTable {
  session_id: string;
  goal_id: number;
  /** 1 once converted on a binary goal; the revenue so far on a revenue goal. */
  value: ColumnType<string, number, number>;
}

export interface VariantGoalTotalsTable {
  variant_id: string;
  test_id: string;
  goal_id: number;
  bucket: number;
  visitors: ColumnType<string, number, number>;
  total: ColumnType<string, number, number>;
  total_squares: ColumnType<string, number, number>;
}

/** A goal's statistics for one variant at the end of a day (UTC): a copy of what the rollups said then. */
export interface GoalDailyStatisticsTable {
  test_id: string;
  variant_id: string;
  goal_id: number;
  /** The day as YYYY-MM-DD (pg's date type read as text, never shifted by the server's time zone). */
  day: ColumnType<string, string, string>;
  sessions: ColumnType<string, number, number>;
  total: number;
  total_squares: number;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: 'Owner' | 'Employee';
  created_at: Date;
  stripe_customer_id: string | null;
  direct_affiliate_signup: boolean;
  card_payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  test_sessions_remaining: number;
  payout_account_id: ColumnType<string | null, string | null | undefined, string | null>;
  payout_account_enabled: Generated<boolean>;
  /** Set when the owner was warned that their sessions are running low; cleared when sessions are credited. */
  low_balance_warned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the owner opened a link sent to their address; null until then (their tests take no visitors). */
  email_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface CreditLedgerTable {
  id: string;
  user_id: string;
  reason: 'signup' | 'purchase' | 'monthly_topup' | 'session_usage' | 'refund' | 'dispute' | 'adjustment';
  reference: string;
  amount: number;
  balance_after: number;
  created_at: Date;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface SessionRevocationsTable {
  id: Generated<number>;
  user_id: string;
  token_id: string | null;
  reason: 'signed-out' | 'account-deleted';
  revoked_at: Date;
  expires_at: Date;
}

export interface EmailChangesTable {
  id: string;
  user_id: string;
  new_email: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface EmailConfirmationsTable {
  id: string;
  user_id: string;
  email: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface VisualEditorSessionsTable {
  id: string;
  user_id: string;
  variant_id: string;
  token_hash: string;
  created_at: Date;
  open_by: Date;
  opened_at: Date | null;
  credential_hash: string | null;
  expires_at: Date | null;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  scope: 'read' | 'write';
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface TotpFactorsTable {
  user_id: string;
  secret: string;
  created_at: Date;
  confirmed_at: Date | null;
  /** bigint: pg reads it as text. */
  last_used_step: ColumnType<string | null, number | null, number | null>;
}

export interface RecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  created_at: Date;
  used_at: Date | null;
}

export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string;
  credential_id: string;
  public_key: string;
  counter: ColumnType<string, number, number>;
  transports: string[];
  created_at: Date;
  last_used_at: Date | null;
}

export interface PasskeyRegistrationsTable {
  user_id: string;
  challenge: string;
  expires_at: Date;
}

export interface LoginChallengesTable {
  id: string;
  user_id: string;
  token_hash: string;
  passkey_challenge: string | null;
  expires_at: Date;
  failures: Generated<number>;
  used_at: Date | null;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface OutboxEmailsTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
  status: EmailStatus;
  attempts: Generated<number>;
  last_error: string | null;
  last_attempt_at: Date | null;
  sent_at: Date | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface WebsitesTable {
  id: string;
  user_id: string;
  url: string;
  name: string;
  created_at: Date;
  last_modified: Date;
  /** Null: no maximum. Left out of an insert, none. */
  max_order_value: ColumnType<number | null, number | null | undefined, number | null>;
  /** Left out of an insert, none. */
  extra_origins: ColumnType<string[], string[] | undefined, string[]>;
  /** Null: no budget. Left out of an insert, none. */
  daily_session_budget: ColumnType<number | null, number | null | undefined, number | null>;
  /** domain/websites/currency-rules.ts; left out of an insert, GBP. */
  currency: ColumnType<string, string | undefined, string>;
}

export interface WebsiteBudgetDaysTable {
  website_id: string;
  /** The UTC day, as `YYYY-MM-DD` (domain/sessions/budget-day.ts). */
  day: ColumnType<Date, string, string>;
  sessions: number;
}

export interface PagesTable {
  id: string;
  user_id: string;
  website_id: string;
  url: string;
  name: string;
  created_at: Date;
  last_modified: Date;
}

export interface TestsTable {
  id: string;
  user_id: string;
  page_id: string;
  name: string;
  description: string;
  active: boolean;
  goal_id: number;
  start_date: Date;
  end_date: Date;
  max_cases: number;
  test_sessions_count: number;
  created_at: Date;
  last_modified: Date;
  stopped_at: Date | null;
  shipped_variant_id: string | null;
  minimum_lift_percent: Generated<number>;
  /** domain/ab-tests/when-decided.ts: 'stop', 'ship' or 'keep_running'. */
  when_decided: Generated<string>;
}

/** Each watched test's verdict as last seen (domain/statistics/verdict-change.ts). */
export interface TestVerdictsTable {
  test_id: string;
  verdict: string;
  changed_at: Date;
}

/** A read-only link to a test's results: its token kept only as a hash; in force while `revoked_at` is null. */
export interface TestShareLinksTable {
  id: string;
  test_id: string;
  token_hash: string;
  created_at: Date;
  revoked_at: Date | null;
}

/** An owner's endpoint told of decisions: 'signed' (a JSON webhook) or 'slack' (an incoming webhook). */
export interface WebhooksTable {
  id: string;
  user_id: string;
  kind: string;
  url: string;
  signing_secret: string | null;
  created_at: Date;
}

/** One event for one endpoint: 'pending', 'delivered' or 'failed', with its last answer. */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event: string;
  body: string;
  status: string;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
}

/** Where the tracking script last ran on a website: a page address without its query, at most once a day. */
export interface ScriptSightingsTable {
  website_id: string;
  page_address: string;
  last_seen_at: Date;
}

/** Visits to a test's page neither charged nor counted, by why (domain/tracking/visits-left-out.ts). */
export interface VisitsLeftOutTable {
  test_id: string;
  reason: 'bot' | 'origin';
  visits: string | number;
}

/** When a website's owner was last told of a jump in its charged sessions. */
export interface SessionSpikeWarningsTable {
  website_id: string;
  warned_at: Date;
}

/** A moment a running test's results changed meaning: one of testChangeKinds. */
export interface TestChangesTable {
  id: Generated<string>;
  test_id: string;
  what: string;
  at: Date;
}

/** A phase of a running test after its first: the rollups at its start, which its results subtract. */
export interface TestPhasesTable {
  test_id: string;
  phase_no: number;
  started_at: Date;
  baseline: unknown;
}

export interface TestTargetDevicesTable {
  test_id: string;
  device_id: number;
}

export interface VariantsTable {
  id: string;
  user_id: string;
  test_id: string;
  name: string;
  description: string;
  variant_no: number;
  is_control: boolean;
  traffic_allocation: number;
  css_code: string;
  js_code: string;
  page_redirect_url: string | null;
  created_at: Date;
  last_modified: Date;
}

export interface TrackingSessionsTable {
  id: string;
  user_id: string;
  test_id: string;
  variant_id: string;
  visitor_id: string;
  device: number;
  started_at: Date;
  last_seen_at: Date;
  /** A keyed pseudonym of the network the enrolment came from (adapters/http/client-network.ts); null: not known. */
  client_network: string | null;
  clicks: Generated<number>;
  button_clicks: Generated<number>;
  button_hovers: Generated<number>;
  form_clicks: Generated<number>;
  form_hovers: Generated<number>;
  form_submits: Generated<number>;
  form_time_ms: Generated<number>;
  max_scroll_pct: Generated<number>;
  time_on_page_ms: Generated<number>;
  engaged: Generated<boolean>;
}

/**
 * Partitioned by range of received_at, a partition per UTC day (tracking_events_yyyymmdd) and a DEFAULT one
 * (tracking_events_default) for a day without its own: adapters/persistence/kysely-raw-event-days.ts. The primary
 * key is (id, received_at), as a partitioned table's must hold the partition key.
 */
export interface TrackingEventsTable {
  id: Generated<string>;
  session_id: string;
  received_at: Date;
  events: string;
}

/** The event log's messages already folded (migrations/0024-ingested-messages.ts); bigint comes back as a string. */
export interface IngestedMessagesTable {
  stream: string;
  sequence: string;
  folded_at: Generated<Date>;
}

/** bigint and numeric come back from the driver as strings. */
export interface VariantMetricTotalsTable {
  variant_id: string;
  test_id: string;
  metric: string;
  total: ColumnType<string, number, number>;
  total_squares: ColumnType<string, number, number>;
}

export interface VariantMetricHistogramsTable {
  variant_id: string;
  test_id: string;
  metric: string;
  bucket: number;
  sessions: ColumnType<string, number, number>;
}

export interface CheckoutsTable {
  id: string;
  user_id: string;
  provider: string;
  sessions: number;
  amount_minor: number;
  currency: string;
  price_version: string;
  status: 'open' | 'completed' | 'cancelled' | 'failed';
  created_at: Date;
  completed_at: Date | null;
  payment_reference: string | null;
  refunded_minor: Generated<number>;
  sessions_reversed: Generated<number>;
  sessions_written_off: Generated<number>;
}

export interface CardUpdatesTable {
  id: string;
  user_id: string;
  provider: string;
  status: 'open' | 'completed' | 'cancelled';
  created_at: Date;
  completed_at: Date | null;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  received_at: Date;
}

export interface ReferralsTable {
  id: string;
  affiliate_id: string;
  user_id: string;
  created_at: Date;
}

export interface AffiliateSessionsTable {
  id: string;
  affiliate_id: string;
  created_at: Date;
}

export interface AffiliateTransactionsTable {
  id: string;
  affiliate_id: string;
  type: 'COMMISSION' | 'PAYMENT';
  amount_minor: number;
  currency: Generated<string>;
  reference: string;
  referred_user_id: string | null;
  checkout_id: string | null;
  payout_id: string | null;
  created_at: Date;
  qualifies_at: Date;
}

export interface PayoutsTable {
  id: string;
  affiliate_id: string;
  method: 'connected-account' | 'bank';
  amount_minor: number;
  currency: Generated<string>;
  status: 'pending' | 'paid' | 'exported' | 'failed';
  /** Where the money goes, as JSON: the Stripe account, or the bank details as they were at the payout. */
  destination: string;
  transfer_id: string | null;
  failure: string | null;
  /** The bank batch file a bank payout was claimed for: it is written to no other. */
  export_batch: string | null;
  created_at: Date;
  settled_at: Date | null;
}

export interface PaymentDisputesTable {
  id: string;
  checkout_id: string;
  amount_minor: number;
  status: 'open' | 'won' | 'lost';
  sessions_reversed: number;
  sessions_written_off: number;
  opened_at: Date;
  closed_at: Date | null;
}

export interface BankDetailsTable {
  user_id: string;
  first_name: string;
  last_name: string;
  bank_name: string;
  country: string;
  account_number: string | null;
  sort_code: string | null;
  iban: string | null;
  swift_bic: string | null;
  updated_at: Date;
}

/** A lookup list of the profile wizard (industries, traffic options, ...). */
export interface LookupTable {
  id: number;
  name: string;
}

export interface CountriesTable {
  id: number;
  code: string;
  name: string;
}

export interface AvatarGoalsTable {
  user_id: string;
  goal_category_id: number;
  other_goal_category: string | null;
  goal_comment: string;
  improvements: string;
  use_case: string;
  site_concerns: string;
  created_at: Date;
  updated_at: Date;
}

export interface AvatarBusinessesTable {
  user_id: string;
  business_name: string;
  industry_id: number;
  other_industry: string | null;
  monthly_website_traffic_id: number;
  num_employees: number;
  primary_objective_id: number;
  other_primary_objective: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface AvatarDemographicsTable {
  user_id: string;
  nickname: string;
  gender: 'M' | 'F';
  /** A calendar date, read and written as 'YYYY-MM-DD'. */
  dob: ColumnType<string, string, string>;
  country_id: number;
  education_level_id: number;
  job_category_id: number;
  other_job_category: string | null;
  business_position: string;
  tech_savvy: number;
  created_at: Date;
  updated_at: Date;
}

export interface AvatarPreviousExperiencesTable {
  user_id: string;
  other_competitor: string | null;
  notes: string;
  created_at: Date;
  updated_at: Date;
}

export interface AvatarPreviousExperienceCompetitorsTable {
  user_id: string;
  competitor_id: number;
}

export interface UserFeedbackTable {
  id: string;
  user_id: string | null;
  comment: string;
  rating: 'good' | 'satisfactory' | 'poor';
  created_at: Date;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string;
  unsubscribe_token_hash: string;
  created_at: Date;
  confirmed_at: Date | null;
  guide_sent_at: Date | null;
  unsubscribed_at: Date | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  user_id: string | null;
}

export interface DatabaseSchema {
  goals: GoalsTable;
  test_goals: TestGoalsTable;
  session_goals: SessionGoalsTable;
  variant_goal_totals: VariantGoalTotalsTable;
  goal_daily_statistics: GoalDailyStatisticsTable;
  users: UsersTable;
  credit_ledger: CreditLedgerTable;
  password_resets: PasswordResetsTable;
  session_revocations: SessionRevocationsTable;
  email_changes: EmailChangesTable;
  email_confirmations: EmailConfirmationsTable;
  visual_editor_sessions: VisualEditorSessionsTable;
  api_keys: ApiKeysTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  passkey_registrations: PasskeyRegistrationsTable;
  login_challenges: LoginChallengesTable;
  rate_limit_counters: RateLimitCountersTable;
  outbox_emails: OutboxEmailsTable;
  app_secrets: AppSecretsTable;
  websites: WebsitesTable;
  website_budget_days: WebsiteBudgetDaysTable;
  pages: PagesTable;
  tests: TestsTable;
  test_verdicts: TestVerdictsTable;
  webhooks: WebhooksTable;
  test_share_links: TestShareLinksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  test_target_devices: TestTargetDevicesTable;
  test_changes: TestChangesTable;
  test_phases: TestPhasesTable;
  script_sightings: ScriptSightingsTable;
  visits_left_out: VisitsLeftOutTable;
  session_spike_warnings: SessionSpikeWarningsTable;
  variants: VariantsTable;
  tracking_sessions: TrackingSessionsTable;
  tracking_events: TrackingEventsTable;
  ingested_messages: IngestedMessagesTable;
  variant_metric_totals: VariantMetricTotalsTable;
  variant_metric_histograms: VariantMetricHistogramsTable;
  checkouts: CheckoutsTable;
  payment_events: PaymentEventsTable;
  payment_disputes: PaymentDisputesTable;
  card_updates: CardUpdatesTable;
  referrals: ReferralsTable;
  affiliate_sessions: AffiliateSessionsTable;
  affiliate_transactions: AffiliateTransactionsTable;
  payouts: PayoutsTable;
  bank_details: BankDetailsTable;
  avatar_goal_categories: LookupTable;
  industries: LookupTable;
  traffic_options: LookupTable;
  website_objectives: LookupTable;
  job_categories: LookupTable;
  education_levels: LookupTable;
  competitors: LookupTable;
  countries: CountriesTable;
  avatar_goals: AvatarGoalsTable;
  avatar_businesses: AvatarBusinessesTable;
  avatar_demographics: AvatarDemographicsTable;
  avatar_previous_experiences: AvatarPreviousExperiencesTable;
  avatar_previous_experience_competitors: AvatarPreviousExperienceCompetitorsTable;
  user_feedback: UserFeedbackTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
}
