export const kategoriKeys = {
  search: (term: string) => ['kategori-olahraga', term] as const,
};
