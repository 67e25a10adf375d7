import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting but strips scripts, event handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Covered at <strong>100%</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>'
        }
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('100%');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(container.innerHTML).not.toMatch(/alert/);
  });
});
