import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is labelled and describes its error', () => {
    render(<TextAreaField label="Message" error="Too long" defaultValue="Hi" />);
    const box = screen.getByLabelText('Message');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Too long');
  });
});
