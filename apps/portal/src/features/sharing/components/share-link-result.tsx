import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { CreatedShareLink } from '@portal/contract';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Card, Link, Spinner, TextField } from '@portal/ui';
import { useRecordFormat } from '../../records/components/format';
import { useGrant } from '../api/get-grant';
import { sharingPaths } from '../paths';

/**
 * [SHARE-2] The new link, shown this once: the text to copy and a QR code of it (qrcode.react, drawn as SVG so
 * it needs no canvas and prints sharply).
 */
export function ShareLinkResult({ created, url }: { created: CreatedShareLink; url: string }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Card className="flex flex-col gap-4">
      <p>
        {t('sharing.created.description', {
          name: created.grant.name,
          date: format.until(created.grant.until),
        })}
      </p>
      <TextField
        label={t('sharing.created.linkLabel')}
        value={url}
        readOnly
        onFocus={(e) => e.target.select()}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void copy()}>{t('sharing.created.copy')}</Button>
        {copied && (
          <span role="status" className="text-sm">
            {t('sharing.created.copied')}
          </span>
        )}
      </div>
      <figure className="flex flex-col items-start gap-2">
        <div className="rounded bg-white p-3">
          <QRCodeSVG value={url} size={192} marginSize={0} title={t('sharing.created.qr')} role="img" />
        </div>
        <figcaption className="text-sm text-on-surface-muted">{t('sharing.created.qrHint')}</figcaption>
      </figure>
      {created.grant.has_passcode && <Alert tone="info" title={t('sharing.created.passcodeReminder')} />}
      <Alert tone="warning" title={t('sharing.created.onlyOnce')} />
    </Card>
  );
}

/**
 * [SHARE-2] [issue 23] The page of a link made before a reload: the key was shown once and is kept nowhere, so
 * this says the link exists and leads to where it can be stopped, rather than showing an empty form that would
 * make a second link.
 */
export function ShareLinkMade({ grantId }: { grantId: string }) {
  const { t } = useTranslation();
  const { data } = useGrant(grantId);
  if (!data) return <Spinner label={t('sharing.loading')} />;
  const { name } = data.grant;
  return (
    <Card className="flex flex-col gap-4">
      <p>{t('sharing.created.madeBefore', { name })}</p>
      <div>
        <Link asChild>
          <RouterLink to={sharingPaths.grant(grantId)} aria-label={t('sharing.list.detailsLabel', { name })}>
            {t('sharing.list.details')}
          </RouterLink>
        </Link>
      </div>
    </Card>
  );
}
