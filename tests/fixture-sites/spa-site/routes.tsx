import { Form, Link, NavLink, Outlet, useLoaderData, type RouteObject } from 'react-router';
import { PageTitle, rerenders } from './page-title';

/**
 * The app's routes, as a data router runs them: every route loads its data first (30 to 80 ms, like a request to
 * an API), so on a link the address changes only once the data is in, and on Back the address changes first and the
 * old route stays on screen until the loader is done.
 */
const dataDelay = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 50));

interface Plan {
  readonly name: string;
  readonly price: string;
}

async function homeData(): Promise<{ headline: string }> {
  await dataDelay();
  return { headline: 'Welcome to Acme' };
}

async function pricingData(): Promise<{ plans: Plan[] }> {
  await dataDelay();
  return {
    plans: [
      { name: 'Starter', price: '£9' },
      { name: 'Team', price: '£29' },
      { name: 'Business', price: '£99' },
    ],
  };
}

async function signupAction(): Promise<null> {
  await dataDelay();
  return null;
}

function Layout() {
  return (
    <>
      <nav className="navbar">
        <div className="container">
          <Link className="navbar-brand" to="/">
            Acme
          </Link>
          <ul className="nav">
            <li>
              <NavLink className="nav-link" to="/" end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink className="nav-link" to="/pricing">
                Pricing
              </NavLink>
            </li>
            <li>
              <NavLink className="nav-link" to="/signup">
                Sign up
              </NavLink>
            </li>
          </ul>
        </div>
      </nav>
      <main className="container">
        <Outlet />
      </main>
      <footer className="footer">
        <div className="container">© Acme. A fixture app for the tracking script&apos;s tests.</div>
      </footer>
    </>
  );
}

function Home() {
  const { headline } = useLoaderData<typeof homeData>();
  return (
    <section className="hero" data-route="home">
      <PageTitle route="home">{headline}</PageTitle>
      <p className="lead">Acme makes pages people act on.</p>
      <Link className="btn btn-primary" id="to-pricing" to="/pricing">
        See pricing
      </Link>
    </section>
  );
}

function Pricing() {
  const { plans } = useLoaderData<typeof pricingData>();
  return (
    <section className="hero" data-route="pricing">
      <PageTitle route="pricing">Pricing plans</PageTitle>
      <div className="row">
        {plans.map((plan) => (
          <div className="card" key={plan.name}>
            <h3>{plan.name}</h3>
            <p>{plan.price} a month</p>
          </div>
        ))}
      </div>
      <Link className="btn btn-primary" id="to-signup" to="/signup">
        Sign up
      </Link>
    </section>
  );
}

function Live() {
  return (
    <section className="hero" data-route="live">
      <PageTitle route="live" schedule={rerenders.burst}>
        Live numbers
      </PageTitle>
      <p className="lead">Updated as the numbers come in.</p>
    </section>
  );
}

function Signup() {
  return (
    <section className="hero" data-route="signup">
      <PageTitle route="signup">Create your account</PageTitle>
      <Form method="post">
        <label className="form-label" htmlFor="email">
          Email address
        </label>
        <input className="form-control" id="email" name="email" type="email" />
        <button className="btn btn-primary" type="submit">
          Sign up
        </button>
      </Form>
    </section>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    hydrateFallbackElement: <p className="container">Loading…</p>,
    children: [
      { index: true, loader: homeData, element: <Home /> },
      { path: 'pricing', loader: pricingData, element: <Pricing /> },
      { path: 'signup', action: signupAction, element: <Signup /> },
      { path: 'live', loader: homeData, element: <Live /> },
    ],
  },
];
