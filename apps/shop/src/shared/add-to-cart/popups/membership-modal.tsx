import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PricingOption } from '@bs/contract';
import { Alert, Button, Modal, RadioGroup, Skeleton } from '@bs/ui';
import { membershipFeeQueryOptions, membershipPricingQueryOptions } from '../../../api/plan-queries';
import { useT } from '../../after-landing/i18n/messages';
import { priceText } from '../pricing-messages';
import styles from '../add-to-cart.module.css';

export interface MembershipModalProps {
  open: boolean;
  enrollmentId: string | null;
  pending: boolean;
  onClose: () => void;
  onAdd: (option: PricingOption, all: readonly PricingOption[]) => void;
}

/** "Select MemberShip": the wellness membership options (get-plan-pricing-detail-elevate). */
export function MembershipModal({ open, enrollmentId, pending, onClose, onAdd }: MembershipModalProps) {
  const t = useT();
  const pricing = useQuery({ ...membershipPricingQueryOptions(enrollmentId), enabled: open });
  const fee = useQuery({ ...membershipFeeQueryOptions(), enabled: open });
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = pricing.data?.plans ?? [];
  const submit = () => {
    const option = options.find((o) => String(o.ppid) === choice);
    if (!option) return setError(t('membership.required'));
    onAdd(option, options);
  };
  return (
    <Modal
      open={open}
      title={t('membership.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button loading={pending} disabled={!options.length} onClick={submit}>
            {t('actions.addToCart')}
          </Button>
        </>
      }
    >
      <div className={styles.popupForm} aria-busy={pricing.isPending || undefined}>
        {fee.data && <p className={styles.muted}>{fee.data.membership_fee_text}</p>}
        {pricing.isPending ? (
          <Skeleton height="6rem" />
        ) : pricing.data?.errorCode ? (
          <Alert tone="error">{pricing.data.message}</Alert>
        ) : (
          <RadioGroup
            legend={t('membership.legend')}
            name="membership"
            options={options.map((o) => ({
              value: String(o.ppid),
              label: t('membership.option', {
                name: o.plan_name,
                price: priceText(o.plan_price, o.fee_type),
              }),
            }))}
            value={choice}
            error={error}
            onChange={(v) => {
              setChoice(v);
              setError(null);
            }}
          />
        )}
      </div>
    </Modal>
  );
}
