export type { ApiResponse, ValidationErrorTree } from './envelope';
export type { ApiMessageKey, ValidationMessageKey } from './messages';
export type { ModuleTree, ModuleTreeItem } from './module-tree';
export * from './list';
export * from './roles';
export * from './users';
export * from './dashboard-sessions';
export type { DashboardSettings, SettingKey, SettingsPatch, TestMailResult } from './settings';
