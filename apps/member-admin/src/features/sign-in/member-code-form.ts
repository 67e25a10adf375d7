import { resetPasswordBody } from '@bs/contract';

/** The code field alone, with the contract's own rule and messages (the e-mail was given a step earlier). */
export const memberCodeForm = resetPasswordBody.pick({ code: true });
