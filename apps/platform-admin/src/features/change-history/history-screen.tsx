import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { historyLookup, type HistoryLookup } from '@bs/contract';
import { Button, PageTitle, StaffPage, useStorePath, useDocumentTitle } from '@bs/ui';
import { ChangeHistory } from '@bs/change-history';
import { FormRadioGroup, FormTextField, useSchemaForm } from '@bs/ui/form';
import { t as tr, useT } from '../../i18n/messages';
import en from '../../i18n/en.json';
import styles from './history-screen.module.css';

/** The look-up schema's English messages -> their keys under `lookup.errors`. */
const ERROR_KEY = new Map(Object.entries(en.lookup.errors).map(([k, text]) => [text, k]));
const translate = (message: string) => {
  const key = ERROR_KEY.get(message);
  return key ? tr(`lookup.errors.${key}`) : message;
};

/**
 * `/admin/history`: the platform administrator looks up an enrollment id or a member id and sees
 * who changed what (the same table as the rep's member view). The subject lives in the URL
 * (?enrollment= or ?member=), so a history can be linked and Back returns to the previous one.
 */
export function HistoryScreen() {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(t('lookup.title'));
  const [params, setParams] = useSearchParams();
  const enrollment = params.get('enrollment');
  const member = params.get('member');
  const form = useSchemaForm<HistoryLookup>({
    schema: historyLookup,
    defaultValues: { kind: member ? 'member' : 'enrollment', id: member ?? enrollment ?? '' },
    translate,
  });
  const look = form.handleSubmit((v) =>
    setParams(v.kind === 'member' ? { member: v.id.trim() } : { enrollment: v.id.trim() }),
  );
  // A hand-edited URL is checked like the form, so a malformed id never reaches the server.
  const asked = member
    ? historyLookup.safeParse({ kind: 'member', id: member }).success && { user_id: Number(member) }
    : enrollment
      ? historyLookup.safeParse({ kind: 'enrollment', id: enrollment }).success && {
          enrollment_id: enrollment,
        }
      : null;
  const subject = asked || null;
  const malformed = (member ?? enrollment) != null && !subject;
  // ...and says what is wrong beside the field, as a submit would.
  useEffect(() => {
    if (malformed) void form.trigger('id');
  }, [malformed, form]);
  const caption = member
    ? t('lookup.memberCaption', { id: member })
    : t('lookup.enrollmentCaption', { id: enrollment ?? '' });
  return (
    <StaffPage>
      <PageTitle subtitle={t('lookup.intro')}>{t('lookup.title')}</PageTitle>
      <form
        role="search"
        aria-label={t('lookup.formLabel')}
        className={styles.form}
        noValidate
        onSubmit={look}
      >
        <FormRadioGroup
          control={form.control}
          name="kind"
          legend={t('lookup.kind')}
          options={[
            { value: 'enrollment', label: t('lookup.enrollment') },
            { value: 'member', label: t('lookup.member') },
          ]}
        />
        <FormTextField control={form.control} name="id" label={t('lookup.id')} autoComplete="off" required />
        <div>
          <Button type="submit">{t('lookup.submit')}</Button>
        </div>
      </form>
      {subject && (
        <section aria-labelledby="history-result" className={styles.result}>
          <h2 id="history-result">{caption}</h2>
          <ChangeHistory
            key={member ?? enrollment}
            subject={subject}
            caption={caption}
            enrollmentLink={
              member
                ? (id) => (
                    <Link
                      to={to(`/admin/history?enrollment=${encodeURIComponent(id)}`)}
                      aria-label={t('lookup.openEnrollment', { id })}
                    >
                      <code>{id.slice(0, 8)}</code>
                    </Link>
                  )
                : undefined
            }
          />
        </section>
      )}
    </StaffPage>
  );
}
