import { useEffect, useId, useRef, useState } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import { Button, TextField, visuallyHidden } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './agreement.module.css';

export interface SignaturePadProps {
  /** The signature as a PNG data URL; '' while unsigned. */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string;
}

/** The typed name drawn in a script face, so a keyboard user's signature is an image like any other. */
function drawTypedName(canvas: HTMLCanvasElement, name: string) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  let size = Math.round(canvas.height * 0.45);
  ctx.fillStyle = '#111';
  ctx.textBaseline = 'middle';
  do {
    ctx.font = `italic ${size}px "Segoe Script", "Brush Script MT", "Comic Sans MS", cursive`;
    size -= 2;
  } while (ctx.measureText(name).width > canvas.width - 24 && size > 10);
  ctx.fillText(name, 12, canvas.height / 2);
}

/**
 * The electronic signature (wizard §2 Agreement): draw with mouse, finger or stylus, or — for
 * keyboard and assistive-technology users (WCAG 2.1.1) — type a name that is drawn into the same
 * canvas. Either way the signature is the canvas's PNG, and Clear empties it.
 */
export function SignaturePad({ value, onChange, error }: SignaturePadProps) {
  const t = useT();
  const pad = useRef<SignatureCanvas>(null);
  const box = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState('');
  const errorId = useId();
  const helpId = useId();

  // The canvas backing store follows its box's width (a phone is narrower than a desktop).
  useEffect(() => {
    const canvas = pad.current?.getCanvas();
    const width = box.current?.clientWidth;
    if (canvas && width) {
      canvas.width = width;
      canvas.height = 160;
      if (value) pad.current?.fromDataURL(value, { width, height: 160 });
    }
    // Once, on mount: later resizes keep what was drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const capture = () => {
    const data = pad.current?.toDataURL('image/png') ?? '';
    onChange(data);
    setStatus(t('agreement.sign.signed'));
  };
  const signTyped = () => {
    const canvas = pad.current?.getCanvas();
    const name = typed.trim();
    if (!canvas || !name) return;
    pad.current?.clear();
    drawTypedName(canvas, name);
    capture();
  };
  const clear = () => {
    pad.current?.clear();
    setTyped('');
    onChange('');
    setStatus(t('agreement.sign.cleared'));
  };

  return (
    <fieldset className={styles.signature} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('agreement.sign.legend')}</legend>
      <p id={helpId} className={styles.note}>
        {t('agreement.sign.draw')}
      </p>
      <div ref={box} className={[styles.canvasBox, error ? styles.invalid : ''].join(' ')}>
        <SignatureCanvas
          ref={pad}
          penColor="#111"
          backgroundColor="#fff"
          clearOnResize={false}
          onEnd={capture}
          canvasProps={{
            className: styles.canvas,
            role: 'img',
            'aria-label': t('agreement.sign.canvas'),
            'aria-describedby': helpId,
          }}
        />
      </div>
      <div className={styles.typed}>
        <TextField
          label={t('agreement.sign.typeLabel')}
          hint={t('agreement.sign.typeHint')}
          value={typed}
          autoComplete="name"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              signTyped();
            }
          }}
        />
        <div className={styles.signButtons}>
          <Button variant="secondary" onClick={signTyped} disabled={!typed.trim()}>
            {t('agreement.sign.useTyped')}
          </Button>
          <Button variant="secondary" onClick={clear}>
            {t('agreement.sign.clear')}
          </Button>
        </div>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <p className={visuallyHidden} aria-live="polite">
        {status}
      </p>
    </fieldset>
  );
}
