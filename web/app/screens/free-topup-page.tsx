import { SiteLink } from '../components/navigation/site-link';

/** SPEC §1 and §2: the free monthly sessions, explained in full width. */
export function FreeTopUpPage() {
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">1,000 free test sessions, every month</h1>
          <p className="hero__lead">
            Every account is topped up to 1,000 test sessions at the start of each month, automatically. You only buy
            sessions when your tests need more than that.
          </p>
          <div className="button-row">
            <SiteLink href="/create-account" className="button button--primary button--large">
              Start testing for free
            </SiteLink>
            <SiteLink href="/pricing" className="button button--secondary button--large">
              Buy more sessions
            </SiteLink>
          </div>
        </div>
      </section>
      <section className="page section free-topup">
        <h2>How the top-up works</h2>
        <ul className="free-topup__rules">
          <li>
            <strong>Once a month, automatically.</strong> In the first hours of each calendar month (UTC), every account
            with fewer than 1,000 sessions is brought up to 1,000. You don't have to do anything.
          </li>
          <li>
            <strong>Up to the level, not on top of it.</strong> An account with 150 sessions left gains 850; one with
            600 gains 400. An account that already has 1,000 or more, for example from sessions you bought, gains
            nothing and keeps everything it has.
          </li>
          <li>
            <strong>One session per visitor per test.</strong> A session is used the first time a visitor takes part in
            one of your live tests. The same visitor coming back to the same test costs nothing more.
          </li>
          <li>
            <strong>Tests pause at zero.</strong> When your sessions run out, your tests pause and visitors see your
            original pages. They carry on by themselves when you buy sessions or the next top-up arrives.
          </li>
        </ul>
        <p>
          A new account starts with its 1,000 free sessions straight away. See{' '}
          <SiteLink href="/pricing">pricing</SiteLink> for session packs beyond the free allowance.
        </p>
      </section>
    </>
  );
}
