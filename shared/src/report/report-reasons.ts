// The report categories' labels by slug (issue 20), in each language. Bundled with the report dialog (the
// remotes that report), not with the shell's first strings; the server's API test checks every category has one.
export const REPORT_REASONS = {
  en: {
    spam: 'Spam',
    nudity: 'Nudity or sexual content',
    'hate-speech': 'Hate speech or symbols',
    harassment: 'Harassment or bullying',
    violence: 'Violence or dangerous content',
    'intellectual-property': 'Intellectual property violation',
    scam: 'Scam or fraud',
    other: 'Other',
  },
  ne: {
    spam: 'स्प्याम',
    nudity: 'नग्नता वा यौन सामग्री',
    'hate-speech': 'घृणायुक्त बोली वा चिह्न',
    harassment: 'उत्पीडन वा दुर्व्यवहार',
    violence: 'हिंसा वा खतरनाक सामग्री',
    'intellectual-property': 'बौद्धिक सम्पत्तिको उल्लङ्घन',
    scam: 'ठगी वा जालसाजी',
    other: 'अन्य',
  },
  zh: {
    spam: '垃圾信息',
    nudity: '裸露或色情内容',
    'hate-speech': '仇恨言论或符号',
    harassment: '骚扰或欺凌',
    violence: '暴力或危险内容',
    'intellectual-property': '侵犯知识产权',
    scam: '诈骗或欺诈',
    other: '其他',
  },
} as const;
