import type { ReactNode } from 'react';
import { Card, PageHeader } from '@portal/ui';

/** The frame of every sign-in screen: one centred card, the page's h1 on top. */
export function AuthPanel({
  title,
  description,
  above,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      {above}
      <Card padding="lg">
        <PageHeader title={title} description={description} />
        {children}
      </Card>
    </div>
  );
}
