export interface ModuleTreeItem {
  key: string;
  slug: string;
  type: 'content' | 'form';
  icon: string | null;
  /** The module name in the request's language. */
  name: string;
}

/** GET /api/modules/tree: the modules the caller may read, grouped by type. */
export interface ModuleTree {
  content: ModuleTreeItem[];
  form: ModuleTreeItem[];
}
