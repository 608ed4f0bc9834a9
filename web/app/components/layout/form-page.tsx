import type { ReactNode } from 'react';

/** The narrow, centred card the account pages share: a heading, a lead paragraph, the form, and links below. */
export function FormPage({
  heading,
  lead,
  children,
  links,
}: {
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
  links?: ReactNode;
}) {
  return (
    <section className="page page--form">
      <div className="form-card">
        <h1 className="form-card__heading">{heading}</h1>
        {lead !== undefined && <p className="form-card__lead">{lead}</p>}
        {children}
        {links !== undefined && <div className="form-card__links">{links}</div>}
      </div>
    </section>
  );
}
