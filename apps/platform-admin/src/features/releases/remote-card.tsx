import { useState } from 'react';
import type { ReleaseVersionRow, RemoteReleases } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { Alert, Button, Card, Modal, StackedTable, type StackedColumn } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { formatWhen } from '../../shared/format-when';
import { formatSize } from './format-size';
import { ReleaseChangeForm } from './release-change-form';
import { useReleaseChange } from './use-release-calls';
import styles from './releases.module.css';

export interface RemoteCardProps {
  remote: RemoteReleases;
  tenants: { slug: string; name: string }[];
  onDone: (message: string) => void;
}

/** One remote: what is live where, its versions (with the failures browsers reported), and the changes. */
export function RemoteCard({ remote, tenants, onDone }: RemoteCardProps) {
  const t = useT();
  const [language] = useLanguage();
  const change = useReleaseChange();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = t(`releases.remote.${remote.remote}`);
  const envBuild = t('releases.envBuild');
  const run = async (c: Parameters<typeof change.mutateAsync>[0], done: string) => {
    setError(null);
    try {
      await change.mutateAsync(c);
      onDone(done);
      return true;
    } catch {
      setError(t('releases.failed'));
      return false;
    }
  };
  const rollback = async () => {
    const back = remote.rollback_to ?? envBuild;
    if (
      await run(
        { call: 'rollback-release', body: { remote: remote.remote } },
        t('releases.rolledBack', { what: label, version: back }),
      )
    )
      setConfirming(false);
  };
  const where = (v: ReleaseVersionRow) =>
    [
      v.version === remote.active_version && t('releases.where.everyone'),
      v.version === remote.rollout_version &&
        t('releases.where.rollout', { percent: remote.rollout_percent }),
      ...remote.pins
        .filter((p) => p.version === v.version)
        .map((p) => t('releases.where.pinned', { slug: p.tenant_slug })),
    ].filter(Boolean) as string[];
  const columns: StackedColumn<ReleaseVersionRow>[] = [
    { label: t('releases.col.version'), cell: (v) => <code>{v.version}</code> },
    { label: t('releases.col.live'), cell: (v) => where(v).join(' · ') || '—' },
    {
      label: t('releases.col.published'),
      cell: (v) => (
        <span>
          {formatWhen(v.published_at, language)}
          <span className={styles.muted}> · {v.published_by}</span>
        </span>
      ),
    },
    {
      label: t('releases.col.commit'),
      cell: (v) => (v.commit_sha ? <code>{v.commit_sha.slice(0, 10)}</code> : '—'),
    },
    { label: t('releases.col.size'), cell: (v) => formatSize(v.size_bytes, language) },
    {
      label: t('releases.col.failures'),
      cell: (v) => (
        <span className={v.failures ? styles.failing : undefined}>
          {v.failures ? t('releases.failures', { count: v.failures }) : t('releases.noFailures')}
        </span>
      ),
    },
  ];
  const id = `remote-${remote.remote}`;
  return (
    <Card as="section" className={styles.remote} aria-labelledby={id}>
      <h2 id={id} className={styles.remoteTitle}>
        {label}
      </h2>
      <dl className={styles.live}>
        <dt>{t('releases.active')}</dt>
        <dd>{remote.active_version ? <code>{remote.active_version}</code> : envBuild}</dd>
        {remote.rollout_version && (
          <>
            <dt>{t('releases.rollout')}</dt>
            <dd>
              {t('releases.rolloutText', {
                version: remote.rollout_version,
                percent: remote.rollout_percent,
              })}{' '}
              <Button
                variant="secondary"
                aria-label={t('releases.endRolloutFor', { what: label })}
                onClick={() =>
                  void run(
                    {
                      call: 'rollout-release',
                      body: { remote: remote.remote, version: remote.rollout_version!, percent: 0 },
                    },
                    t('releases.rolloutEnded', { what: label }),
                  )
                }
              >
                {t('releases.endRollout')}
              </Button>
            </dd>
          </>
        )}
        {remote.pins.map((p) => (
          <div key={p.tenant_slug} className={styles.pin}>
            <dt>{t('releases.pinnedFor', { slug: p.tenant_slug })}</dt>
            <dd>
              <code>{p.version}</code>{' '}
              <Button
                variant="secondary"
                aria-label={t('releases.unpinFor', { slug: p.tenant_slug, what: label })}
                onClick={() =>
                  void run(
                    {
                      call: 'pin-release',
                      body: { remote: remote.remote, tenant_slug: p.tenant_slug, version: null },
                    },
                    t('releases.unpinned', { slug: p.tenant_slug, what: label }),
                  )
                }
              >
                {t('releases.unpin')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      {remote.active_version && (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('releases.rollbackButton', { what: label })}
          </Button>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {remote.versions.length === 0 ? (
        <p className={styles.muted}>{t('releases.noVersions')}</p>
      ) : (
        <>
          <StackedTable
            caption={t('releases.versionsOf', { what: label })}
            columns={columns}
            rows={remote.versions}
            rowKey={(v) => v.version}
          />
          <ReleaseChangeForm remote={remote} label={label} tenants={tenants} onDone={onDone} />
        </>
      )}
      <Modal
        open={confirming}
        title={t('releases.rollbackTitle', { what: label })}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('releases.cancel')}
            </Button>
            <Button loading={change.isPending} onClick={() => void rollback()}>
              {t('releases.confirmRollback')}
            </Button>
          </>
        }
      >
        <p>
          {t('releases.rollbackText', {
            current: remote.active_version ?? envBuild,
            back: remote.rollback_to ?? envBuild,
          })}
        </p>
      </Modal>
    </Card>
  );
}
