// The one role table: an element's implicit ARIA role as Chromium computes it ('generic' when it
// has none). Spliced into walker.js and cache/fingerprint.js where they say `// @include roles.js`
// (snapshot/scripts.py), so the snapshot and the fingerprints never disagree on a role.
  function implicitRole(el, tag) {
    switch (tag) {
      case 'a': case 'area': return hasHref(el) ? 'link' : 'generic';
      case 'button': case 'summary': return 'button';
      case 'input': {
        const type = (el.getAttribute('type') || 'text').toLowerCase();
        if (type === 'checkbox' || type === 'radio') return type;
        if (type === 'button' || type === 'submit' || type === 'reset' || type === 'image' || type === 'file') return 'button';
        if (type === 'range') return 'slider';
        if (type === 'number') return 'spinbutton';
        if (type === 'hidden') return 'generic';
        if (el.hasAttribute('list')) return 'combobox';
        return type === 'search' ? 'searchbox' : 'textbox';
      }
      case 'select': return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
      case 'textarea': return 'textbox';
      case 'option': return 'option';
      case 'optgroup': case 'fieldset': case 'details': return 'group';
      case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': return 'heading';
      case 'img': return el.getAttribute('alt') === '' ? 'generic' : 'img';
      case 'svg': return 'img';
      case 'nav': return 'navigation';
      case 'main': return 'main';
      case 'aside': return 'complementary';
      case 'header': return el.closest('article,aside,main,nav,section') ? 'generic' : 'banner';
      case 'footer': return el.closest('article,aside,main,nav,section') ? 'generic' : 'contentinfo';
      case 'form': return 'form';
      case 'search': return 'search';
      case 'section': return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : 'generic';
      case 'article': return 'article';
      case 'ul': case 'ol': case 'menu': return 'list';
      case 'li': return 'listitem';
      case 'table': return 'table';
      case 'tr': return 'row';
      case 'td': return 'cell';
      case 'th': return el.getAttribute('scope') === 'row' ? 'rowheader' : 'columnheader';
      case 'dialog': return 'dialog';
      case 'figure': return 'figure';
      case 'progress': return 'progressbar';
      case 'meter': return 'meter';
      case 'output': return 'status';
      case 'p': return 'paragraph';
      case 'iframe': case 'frame': return 'iframe';
      default: return 'generic';
    }
  }

  // An SVG <a> may carry its URL as xlink:href (SVG 1.1), which getAttribute('href') misses.
  function hasHref(el) {
    return el.hasAttribute('href') || (el.namespaceURI === 'http://www.w3.org/2000/svg' && el.hasAttribute('xlink:href'));
  }
