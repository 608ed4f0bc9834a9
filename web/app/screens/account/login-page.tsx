import { getRouteApi, Link } from '@tanstack/react-router';
import { FormPage } from '../../components/layout/form-page';
import { LoginForm } from '../../features/accounts/login-form';

const route = getRouteApi('/login');

export function LoginPage() {
  const { redirect } = route.useSearch();
  return (
    <FormPage
      heading="Log in"
      lead="Log in to manage your websites, tests and test sessions."
      links={
        <ul className="link-list">
          <li>
            <Link to="/reset-password">Forgot your password?</Link>
          </li>
          <li>
            <Link to="/create-account">Create an account</Link>
          </li>
        </ul>
      }
    >
      <LoginForm redirect={redirect} />
    </FormPage>
  );
}
