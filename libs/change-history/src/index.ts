// `@bs/change-history`: who changed what and when (issue 21). A separate entry so that only the
// history screens bundle it and its texts; the landing path never does.
export { ChangeHistory } from './change-history';
export type { ChangeHistoryProps, HistorySubject } from './change-history';
