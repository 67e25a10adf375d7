import { useState } from 'react';
import type { PricingProblem } from './pricing-messages';

export type Popup = 'basic' | 'income' | 'smoker' | 'active' | 'membership' | 'portal' | 'new-member';

/** The plan detail's message boxes, its open popup and whether the health questions are showing. */
export function useDetailState() {
  const [popup, setPopup] = useState<Popup | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<PricingProblem | null>(null);
  const [activeMessage, setActiveMessage] = useState<string | null>(null);
  const [questionsOpen, setQuestionsOpen] = useState(false);

  return {
    popup,
    open: (p: Popup) => setPopup(p),
    /** Closing a popup also drops an add-to-cart refusal: the reloaded pricing tells what is left. */
    close: () => {
      setPopup(null);
      setProblem(null);
    },
    success,
    error,
    problem,
    activeMessage,
    questionsOpen,
    setQuestionsOpen,
    /** Clears every message box (a new attempt starts clean). */
    clearMessages: () => {
      setSuccess(null);
      setError(null);
      setProblem(null);
      setActiveMessage(null);
    },
    showSuccess: (m: string) => setSuccess(m),
    showError: (m: string) => setError(m),
    showProblem: (p: PricingProblem) => setProblem(p),
    showActive: (m: string) => {
      setActiveMessage(m);
      setPopup('active');
    },
  };
}
export type DetailState = ReturnType<typeof useDetailState>;
