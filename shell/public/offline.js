/* global document, location */
// The offline page in the reader's language (the kala_lang cookie), and Retry: load the page asked for again.
(function () {
  var TEXTS = {
    ne: { title: 'तपाईं अफलाइन हुनुहुन्छ', text: 'यो पृष्ठ यो उपकरणमा सुरक्षित गरिएको छैन। भर्खरै खोलिएका पृष्ठहरू, तपाईंका अर्डरहरू र कुराकानीहरू अझै पढ्न सकिन्छ।', retry: 'पुनः प्रयास' },
    zh: { title: '您已离线', text: '此页面尚未保存在本设备上。您最近打开的页面、您的订单和对话仍可阅读。', retry: '重试' },
  };
  var match = /(?:^|;\s*)kala_lang=(\w+)/.exec(document.cookie);
  var lang = match && TEXTS[match[1]] ? match[1] : 'en';
  if (lang !== 'en') {
    document.documentElement.lang = lang;
    document.querySelectorAll('[data-text]').forEach(function (el) {
      el.textContent = TEXTS[lang][el.getAttribute('data-text')];
    });
  }
  document.getElementById('retry').addEventListener('click', function () {
    location.reload();
  });
})();
