// The page as it looks now, as HTML the step report draws in a sandboxed frame: what a picture of a
// passing step is (a screenshot costs a frame and ~30 ms; this costs a clone of the DOM, a few ms).
// Form state lives in properties, not attributes: it is written into the copy. Open shadow roots
// become declarative ones (<template shadowrootmode>). Scripts go (the report runs none); a frame's
// content and a video's picture are not in the DOM and stay blank; a canvas's drawing is kept as an
// image. What the browser shows in its top layer (a modal dialog, an open popover) and boxes scrolled
// inside the page are marked, for the report to place and scroll them as they were.
// Stylesheets read by rules (linked, adopted, or written by script) and same-origin images are sent
// once per document and shared by later copies: the copy names them (data-sh-sheet / data-sh-img) and
// the report puts them in place.
// Fields that received a variable's value (steps.py's _MASK_JS marks them) never have their value
// written: they show as Playwright's screenshot masks show them.
() => {
  // Past this many elements a copy costs more than a screenshot (bench/bench_page_copy.py): the
  // caller takes one instead.
  const elements = document.getElementsByTagName('*').length;
  if (elements > 12000) return { elements };
  const key = Symbol.for('pytest-stagehand.page-copy');
  let kept = window[key];
  if (!kept) {
    kept = window[key] = {
      document: Math.random().toString(36).slice(2, 10), sheets: new WeakMap(), images: new Map(), count: 0,
      scrolled: new Set(),
    };
    // Boxes scrolled inside the page: found once per document, then followed by their scroll events
    // (reading every element's scroll offset at each copy costs ~10 ms on a page of 8,000 elements).
    for (const el of document.querySelectorAll('*')) if (el.scrollTop || el.scrollLeft) kept.scrolled.add(el);
    document.addEventListener('scroll', (event) => {
      if (event.target instanceof Element) kept.scrolled.add(event.target);
    }, { capture: true, passive: true });
  }
  const masked = window[Symbol.for('pytest-stagehand.masked')] || new WeakSet();
  const sheets = {}, images = {};
  const live = document.documentElement;
  if (!live) return null;

  const sheetName = (sheet) => {
    let name = kept.sheets.get(sheet);
    if (name === undefined) {
      try {
        const text = Array.from(sheet.cssRules, (r) => r.cssText).join('\n');
        name = kept.document + '-s' + (++kept.count);
        sheets[name] = text;
      } catch (e) { name = null; }  // another origin's sheet: its rules cannot be read
      kept.sheets.set(sheet, name);
    }
    return name;
  };
  const styleNamed = (name, media) => {
    const style = document.createElement('style');
    style.setAttribute('data-sh-sheet', name);
    if (media) style.setAttribute('media', media);
    return style;
  };
  const imageName = (el, src) => {
    let name = kept.images.get(src);
    if (name === undefined && el.complete && el.naturalWidth) {
      try {
        const canvas = document.createElement('canvas');
        const scale = Math.min(1, 800 / Math.max(el.naturalWidth, el.naturalHeight));
        canvas.width = Math.max(1, Math.round(el.naturalWidth * scale));
        canvas.height = Math.max(1, Math.round(el.naturalHeight * scale));
        canvas.getContext('2d').drawImage(el, 0, 0, canvas.width, canvas.height);
        const data = canvas.toDataURL(/\.jpe?g($|\?)/i.test(src) ? 'image/jpeg' : 'image/png', 0.7);
        name = kept.document + '-i' + (++kept.count);
        images[name] = data;
      } catch (e) { name = null; }  // a tainted canvas: another origin's image
      kept.images.set(src, name);
    }
    return name || null;
  };

  // One tree (the document's root element, or a shadow root) and its copy: every pair is taken before the copy
  // changes, the same elements in the same order in both.
  const fix = (liveRoot, copyRoot, adopted) => {
    const pairs = (selector) => {
      const a = liveRoot.querySelectorAll(selector), b = copyRoot.querySelectorAll(selector);
      return Array.from(a, (el, i) => [el, b[i]]).filter(([el, c]) => c && c.tagName === el.tagName);
    };
    const fields = pairs('input, textarea, select');
    const styles = pairs('link[rel~="stylesheet" i], style');
    const imgs = pairs('img');
    // Every element once, for the few that need more than their markup (one pass: on a page of 8,000
    // elements, building pairs of all of them cost ~10 ms).
    const liveAll = liveRoot.querySelectorAll('*'), copyAll = copyRoot.querySelectorAll('*');
    const copyOf = (el, i) => (copyAll[i] && copyAll[i].tagName === el.tagName ? copyAll[i] : null);
    const hosts = [], canvases = [], modals = [], popovers = [];
    for (let i = 0; i < liveAll.length; i++) {
      const el = liveAll[i];
      const wanted = el.shadowRoot ? hosts : el.tagName === 'CANVAS' ? canvases
        : el.tagName === 'DIALOG' ? modals : el.hasAttribute('popover') ? popovers : null;
      const c = wanted && copyOf(el, i);
      if (c) wanted.push([el, c]);
    }
    for (const [el, c] of modals) if (el.matches(':modal')) c.setAttribute('data-sh-modal', '');
    for (const [el, c] of popovers) {
      if (!el.matches(':popover-open')) continue;
      // The copy is not open (no script opens it): shown as the browser showed it, on top.
      c.style.setProperty('display', getComputedStyle(el).display, 'important');
      c.style.setProperty('z-index', '2147483647', 'important');
    }
    for (const el of kept.scrolled) {
      if (!liveRoot.contains(el) || !(el.scrollTop || el.scrollLeft)) continue;
      const c = copyOf(el, Array.prototype.indexOf.call(liveAll, el));
      if (c) c.setAttribute('data-sh-scroll', el.scrollLeft + ',' + el.scrollTop);
    }
    for (const [el, c] of fields) {
      const hidden = masked.has(el);
      if (el.tagName === 'SELECT') {
        const options = c.querySelectorAll('option');
        el.querySelectorAll('option').forEach((o, j) => options[j] && options[j].toggleAttribute('selected', o.selected));
      } else if (el.tagName === 'TEXTAREA') {
        c.textContent = hidden ? '' : el.value;
      } else if (el.type === 'checkbox' || el.type === 'radio') {
        c.toggleAttribute('checked', el.checked);
      } else if (el.type !== 'file') {
        // A password field shows dots whatever its value: its copy holds dots of the same length.
        c.setAttribute('value', hidden ? '' : el.type === 'password' ? '\u2022'.repeat(el.value.length) : el.value);
      }
      if (hidden) c.setAttribute('data-sh-masked', '');
    }
    for (const [el, c] of styles) {
      // A <style> with text keeps it; one whose rules a script wrote (CSS-in-JS) has none of its own.
      if (!el.sheet || (el.tagName === 'STYLE' && (el.textContent || '').trim())) continue;
      const name = sheetName(el.sheet);
      if (name) c.replaceWith(styleNamed(name, el.sheet.media && el.sheet.media.mediaText));
    }
    for (const [el, c] of imgs) {
      const src = el.currentSrc || el.src;
      for (const attr of ['src', 'srcset', 'loading']) c.removeAttribute(attr);
      if (src && src.startsWith('data:')) c.setAttribute('src', src);
      else if (src) {
        const name = imageName(el, src);
        if (name) c.setAttribute('data-sh-img', name);
      }
    }
    for (const [el, c] of canvases) {
      if (!el.width || !el.height || el.width * el.height > 4000000) continue;
      try {
        const data = el.toDataURL('image/png');
        const name = kept.document + '-c' + (++kept.count);  // the report keeps equal drawings once
        images[name] = data;
        const img = document.createElement('img');
        for (const attr of Array.from(c.attributes)) img.setAttribute(attr.name, attr.value);
        img.setAttribute('data-sh-img', name);
        const box = el.getBoundingClientRect();
        img.style.width = box.width + 'px';
        img.style.height = box.height + 'px';
        c.replaceWith(img);
      } catch (e) { /* a tainted canvas stays blank */ }
    }
    for (const [el, c] of hosts) {
      const template = document.createElement('template');
      template.setAttribute('shadowrootmode', 'open');
      for (const child of el.shadowRoot.childNodes) template.content.appendChild(child.cloneNode(true));
      fix(el.shadowRoot, template.content, el.shadowRoot.adoptedStyleSheets);
      c.prepend(template);
    }
    // Sheets a script adopted come last, as they apply after the tree's own.
    const last = copyRoot.querySelector('head') || copyRoot;
    for (const sheet of adopted || []) {
      const name = sheetName(sheet);
      if (name) last.append(styleNamed(name, ''));
    }
    // Nothing in the copy may load or go anywhere: a refresh, a base address, preloads and icons go.
    for (const s of copyRoot.querySelectorAll('base, meta[http-equiv], link:not([rel~="stylesheet" i])')) s.remove();
    for (const s of copyRoot.querySelectorAll('script, noscript, iframe, frame, object, embed')) {
      if (s.tagName === 'SCRIPT' || s.tagName === 'NOSCRIPT') { s.remove(); continue; }
      // A frame's content is another document: its place is kept, empty.
      const box = document.createElement('div');
      box.setAttribute('style', (s.getAttribute('style') || '') + ';display:inline-block;border:1px dashed #bbb');
      box.setAttribute('data-sh-frame', '');
      for (const size of ['width', 'height']) {
        const value = s.getAttribute(size);
        if (value) box.style[size] = /^\d+$/.test(value) ? value + 'px' : value;
      }
      s.replaceWith(box);
    }
  };

  const copy = live.cloneNode(true);
  fix(live, copy, document.adoptedStyleSheets);
  // Masked fields as Playwright's screenshot masks them: a block of colour.
  const maskStyle = document.createElement('style');
  // A modal dialog as the browser draws it in its top layer: centred over a dimmed page.
  maskStyle.textContent = '[data-sh-masked]{background:#ff00ff!important;color:transparent!important}'
    + 'dialog[data-sh-modal]{position:fixed;inset:0;margin:auto;z-index:2147483647;'
    + 'box-shadow:0 0 0 100vmax rgba(0,0,0,.1)}';
  (copy.querySelector('head') || copy).appendChild(maskStyle);
  return {
    html: (document.doctype ? '<!doctype html>' : '') + copy.outerHTML, sheets, images,
    width: window.innerWidth, height: window.innerHeight,
    scroll: [window.scrollX, window.scrollY],
  };
}
