import { getRouteApi } from '@tanstack/react-router';
import { Notice } from '../components/feedback/notice';
import { FormPage } from '../components/layout/form-page';
import { SiteLink } from '../components/navigation/site-link';
import { freeGuide } from '../features/newsletter/free-guide';

const route = getRouteApi('/newsletter-signup/success');

/**
 * Where the free guide's sign-up lands (check your inbox), and where the confirmation link sends the person back:
 * `?confirmed=1` when it worked, `?confirmed=0` when the link was not valid.
 */
export function NewsletterSignupSuccessPage() {
  const { confirmed } = route.useSearch();
  if (confirmed === 1) return <GuideOnItsWay />;
  if (confirmed === 0) return <LinkNotValid />;
  return (
    <FormPage heading="Check your inbox">
      <Notice kind="success">
        Check your inbox: click the link in the email we&apos;ve sent to confirm, and your guide will follow.
      </Notice>
      <p>
        Nothing after a few minutes? Look in your spam or promotions folder, and add us to your contacts so the guide
        doesn&apos;t end up there too.
      </p>
    </FormPage>
  );
}

function GuideOnItsWay() {
  return (
    <FormPage heading="Your guide is on its way">
      <Notice kind="success">
        Thanks for confirming your email address. We&apos;ve emailed you the guide, and you can open it right now.
      </Notice>
      <div className="button-row">
        {/* A static page outside the app: a plain link, so the browser loads it rather than the router. */}
        <a href={freeGuide.href} className="button button--primary">
          Read {freeGuide.title}
        </a>
      </div>
    </FormPage>
  );
}

function LinkNotValid() {
  return (
    <FormPage heading="That link didn't work">
      <Notice kind="warning">
        That confirmation link is not valid any more. <SiteLink href="/quickwins">Sign up again</SiteLink> to get a new
        one.
      </Notice>
    </FormPage>
  );
}
