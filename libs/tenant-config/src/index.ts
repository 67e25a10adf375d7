// Browser-safe entry: schema + theme helpers only. File-system loading lives in apps/api and tools/.
export * from './schema';
export * from './color';
export * from './theme';
