import { Link } from '@tanstack/react-router';

/** /user/profile/edit/success: after the wizard's last step. */
export function ProfileSuccessPage() {
  return (
    <section className="page page--narrow">
      <h1>Thank you: your profile is saved</h1>
      <p className="lead">
        Knowing your goals and your business helps us suggest tests that suit your site. You can change your answers at
        any time.
      </p>
      <div className="button-row">
        <Link to="/user/profile" className="button button--primary">
          Back to your profile
        </Link>
        <Link to="/user" className="button button--secondary">
          My Account
        </Link>
      </div>
    </section>
  );
}
