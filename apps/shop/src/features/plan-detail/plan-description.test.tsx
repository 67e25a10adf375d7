import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanDesc } from '@bs/contract';
import { PlanDescription } from './plan-description';

const desc: PlanDesc = {
  header_text: 'Cobertura dental con una red PPO nacional',
  blueBarText: 'No waiting period on preventive care',
  body_text: '<p>Dos limpiezas al año al 100%.</p>',
  association_text: '',
  exclusions_text_name: 'Exclusiones y limitaciones',
  exclusions_text: '<ul><li>Procedimientos cosméticos</li></ul>',
  example_text_name: 'Vea cómo funciona',
  example_text: '<p>Una limpieza se paga al 100%.</p>',
  faq_text_name: 'Frequently Asked Questions',
  faq_text: '<p>Can I keep my dentist?</p>',
};

describe('plan description in its reader’s language', () => {
  it('marks exactly the texts the server served in their English fallback with lang="en"', () => {
    render(
      <PlanDescription desc={desc} textLang={{ blueBarText: 'en', faq_text_name: 'en', faq_text: 'en' }} />,
    );
    expect(screen.getByText('No waiting period on preventive care')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Frequently Asked Questions')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Can I keep my dentist?').parentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: desc.header_text })).not.toHaveAttribute('lang');
    expect(screen.getByText('Dos limpiezas al año al 100%.').parentElement).not.toHaveAttribute('lang');
    expect(screen.getByText('Exclusiones y limitaciones')).not.toHaveAttribute('lang');
  });

  it('marks nothing when every text is in the page’s language', () => {
    const { container } = render(<PlanDescription desc={desc} />);
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
