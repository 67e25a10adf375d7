// `@bs/reports`: the enrollment reports (issue 21). A separate entry so that only the reports
// screens bundle it (and, lazily, Chart.js); the landing path never does.
export { ReportsView, defaultRange } from './reports-view';
