import { useEffect, useState, type FormEvent } from 'react';
import { apiCall } from '@bs/api-client';
import { sessionStore } from '@bs/session';
import { mapFieldErrors, useStorePath } from '@bs/ui';
import { t } from '../../i18n/messages';
import { reloadTo } from '../../shared/continue/reload-to';
import { resumeSession } from '../../shared/continue/resume-session';

type Field = 'code' | 'email';
const FIELDS: readonly Field[] = ['code', 'email'];

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.code.trim()) errors.code = t('continue.codeRequired');
  if (!values.email.trim()) errors.email = t('continue.emailRequired');
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = t('continue.emailInvalid');
  return errors;
}

/** Continue by code and e-mail (wizard §2, §4). */
export function useContinueForm() {
  const [values, setValues] = useState<Record<Field, string>>({ code: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [completed, setCompleted] = useState(false);
  const to = useStorePath();

  // Wizard §4: storage is cleared first on the continue page, so no earlier visit leaks in.
  useEffect(() => {
    sessionStore.getState().clearAll();
  }, []);

  const setField = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setFormError(null);
    const local = validate(values);
    setErrors(local);
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      const data = await apiCall('continue-enrollment', {
        body: { code: values.code.trim(), email: values.email.trim() },
      });
      if (data.result.completed) {
        setCompleted(true);
        setSaving(false);
        return;
      }
      reloadTo(to(resumeSession(data)));
    } catch (err) {
      const mapped = mapFieldErrors(err, FIELDS);
      setErrors(mapped.fields);
      setFormError(mapped.formError);
      setSaving(false);
    }
  };

  return { values, errors, formError, saving, completed, setField, onSubmit };
}
