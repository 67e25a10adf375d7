import { useState } from 'react';
import { saveEnrollmentBody } from '@bs/contract';
import { apiCall, type CallArgs } from '@bs/api-client';
import { useSession } from '@bs/session';
import { applyServerErrors, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { SECTION_OF_TAB } from '@bs/domain';
import type { TabName } from '../step-kit/wizard-tabs';

const emailOnly = saveEnrollmentBody.pick({ email: true });
type SaveLaterValues = { email: string };
type SaveEnrollmentTab = NonNullable<CallArgs<'save-enrollment'>['body']>['tab'];

/**
 * Save & Continue Later (wizard §2, §4): the step's values as typed go to save-enrollment with the
 * step's tab, and the server e-mails a code. Any refusal is shown under the e-mail field.
 */
export function useSaveLater(
  tab: TabName,
  data: () => Record<string, unknown>,
  onError?: (error: unknown) => void,
) {
  const enrollmentId = useSession((s) => s.enrollmentId) ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<SaveLaterValues>({
    schema: emailOnly,
    defaultValues: { email: '' },
    prepare: (v) => ({ email: v.email.trim() }),
    translate: translateSchemaMessage,
  });
  const send = useSingleFlight(async ({ email }: SaveLaterValues) => {
    try {
      const saved = await apiCall('save-enrollment', {
        body: {
          enrollment_id: enrollmentId,
          email: email.trim(),
          tab: SECTION_OF_TAB[tab] as SaveEnrollmentTab,
          data: data(),
        },
      });
      setSentTo(saved.email || email.trim());
    } catch (err) {
      onError?.(err);
      const formError = applyServerErrors(err, form, { alias: {} });
      // Spec §2: a save-enrollment error shows its message under the e-mail field.
      if (formError) form.setError('email', { type: 'server', message: formError });
    }
  });
  return {
    form,
    sentTo,
    sending: send.busy,
    submit: form.handleSubmit(send.run),
    reset: () => {
      setSentTo(null);
      form.reset({ email: '' });
    },
  };
}
