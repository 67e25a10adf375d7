import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defineMessages } from './define-messages';
import { setLanguage } from './i18n';
import { Trans } from './trans';
import { useLanguage } from './use-language';

const { useT } = defineMessages('transDemo', {
  en: { fixIt: 'Please <fix>click here</fix> to update your details.', lang: 'English' },
  es: { fixIt: 'Por favor <fix>haga clic aquí</fix> para actualizar sus datos.', lang: 'Español' },
});

function Message({ onFix }: { onFix: () => void }) {
  const t = useT();
  const [lang] = useLanguage();
  return (
    <p data-lang={lang}>
      <Trans t={t} i18nKey="fixIt" components={{ fix: <button type="button" onClick={onFix} /> }} />
    </p>
  );
}

describe('Trans and the language switch', () => {
  it('renders a tag as its element with the tag text, and re-renders on a switch', async () => {
    let fixed = 0;
    const { container } = render(<Message onFix={() => fixed++} />);
    expect(container.textContent).toBe('Please click here to update your details.');
    await userEvent.click(screen.getByRole('button', { name: 'click here' }));
    expect(fixed).toBe(1);
    act(() => setLanguage('es'));
    expect(container.textContent).toBe('Por favor haga clic aquí para actualizar sus datos.');
    expect(screen.getByRole('button', { name: 'haga clic aquí' })).toBeTruthy();
    expect(container.querySelector('p')?.dataset.lang).toBe('es');
    act(() => setLanguage('en'));
  });
});
