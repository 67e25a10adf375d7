import { forwardRef, useImperativeHandle, useRef } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { def, serveTabs, serveTempInfo, ENROLLMENT_ID } from '../../test/wizard-api';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
// The test DOM has no 2D canvas: a stand-in with the same imperative handle.
vi.mock('react-signature-canvas', () => ({
  default: forwardRef(function FakeCanvas(
    props: { canvasProps?: Record<string, unknown>; onEnd?: () => void },
    ref,
  ) {
    const canvas = useRef<HTMLCanvasElement>(null);
    useImperativeHandle(ref, () => ({
      clear: () => undefined,
      toDataURL: () => PNG,
      fromDataURL: () => undefined,
      getCanvas: () => canvas.current,
    }));
    return <canvas ref={canvas} {...props.canvasProps} onMouseUp={props.onEnd} />;
  }),
}));

const TEXTS = {
  result: [
    {
      text_id: 'eft',
      version: '1',
      hash: 'a'.repeat(64),
      text_head: 'EFT Terms',
      text_body: 'Body 1',
      text_required: 1,
    },
    {
      text_id: 'hipaa',
      version: '2',
      hash: 'b'.repeat(64),
      text_head: 'Privacy',
      text_body: 'Body 2',
      text_required: 1,
    },
  ],
  version: '3',
  language: 'en',
};

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, eprocess: 'rep' });
  serveTabs(api, ['primary_info', 'review_info', 'agreement_info', 'billing_info']);
  api.on('get-agreement-texts', ok(TEXTS));
  serveTempInfo(api);
});
const open = () =>
  renderScreen(<RemoteRoutes screen="enrollment-step" />, {
    path: 'enrollment/:step?',
    at: '/enrollment/agreement-signature',
  });

describe('agreement & signature', () => {
  it('needs every box and the signature, titles the section by signer and sends eprocess rep', async () => {
    api.on(
      'get-form-fields-agreement-info',
      ok({
        result: [
          def('question_id', { value: '7', read_only: 1 }),
          def('question', { value: 'What city were you born in?', read_only: 1 }),
          def('answer'),
          def('agent_name', { value: 'Rita Rep', read_only: 1 }),
          def('agent_code', { value: 'A-100', read_only: 1 }),
          def('date', { value: '11/23/2026', read_only: 1 }),
          def('signature'),
          def('user_name', { required: 0 }),
        ],
      }),
    );
    api.on('save-agreement-info', ok({ status: true, message: 'Saved' }));
    api.on('get-payment-method', ok({ result: 'stmt' }));
    api.on('get-existing-card-info', ok({ result: [] }));
    api.on('get-existing-bank-info', ok({ result: [] }));
    api.on('get-states', ok({ result: [] }));
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'Broker Verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Answer')).toHaveAttribute(
      'placeholder',
      'Enter Verification Answer',
    );
    expect(screen.getByLabelText('Broker Name')).toHaveValue('Rita Rep');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const boxes = screen.getAllByRole('checkbox');
    await waitFor(() => expect(boxes[0]).toHaveAccessibleDescription('This field is required.'));
    expect(screen.getByText('signature is required')).toBeInTheDocument();
    expect(api.callsTo('save-agreement-info')).toHaveLength(0);

    await user.click(boxes[0]);
    await user.click(boxes[1]);
    await user.type(screen.getByLabelText('Verification Answer'), 'Austin');
    // Keyboard signing: the typed name is drawn into the signature box.
    await user.type(screen.getByLabelText('Or type your full name to sign'), 'Ana Lopez{Enter}');
    expect(await screen.findByText('Your signature has been captured.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Billing Information' });
    const body = api.callsTo('save-agreement-info')[0].body!;
    expect(body).toMatchObject({
      eprocess: 'rep',
      answer: 'Austin',
      signature: PNG,
      question_id: '7',
      agreed: [
        { text_id: 'eft', version: '1' },
        { text_id: 'hipaa', version: '2' },
      ],
    });
  });

  it('is Applicant Verification without a signature box when the signature is not asked', async () => {
    api.on(
      'get-form-fields-agreement-info',
      ok({ result: [def('user_name'), def('signature', { required: 0 })] }),
    );
    open();
    const section = await screen.findByRole('region', { name: 'Applicant Verification' });
    expect(within(section).getByLabelText('User Name')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Electronic Signature' })).toBeNull();
  });
});
