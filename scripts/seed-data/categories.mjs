// The demo category tree. Each top category: slug, Danish and English names, keywords, subcategories
// and attributes ({ kind, da, en, options?, unit?, required? }).
export const categoryTree = [
  {
    slug: 'toemrer',
    da: 'Tømrer',
    en: 'Carpenter',
    keywords: 'snedker træ tømrerarbejde',
    children: [
      { slug: 'terrasse', da: 'Terrasse', en: 'Decking', keywords: 'træterrasse trædæk' },
      { slug: 'vinduer-og-doere', da: 'Vinduer og døre', en: 'Windows and doors', keywords: 'vindue dør' },
    ],
    attributes: [
      {
        kind: 'select',
        da: 'Materiale',
        en: 'Material',
        options: [
          ['trae', 'Træ', 'Wood'],
          ['komposit', 'Komposit', 'Composite'],
        ],
      },
      { kind: 'number', da: 'Areal', en: 'Area', unit: 'm²' },
      { kind: 'checkbox', da: 'Materialer skal leveres', en: 'Materials must be supplied' },
    ],
  },
]
