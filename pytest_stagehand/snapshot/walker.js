// The in-page walk behind pytest_stagehand.snapshot: one call per page (and per frame of another
// origin), ONE string back
// (Playwright serialises nested objects much slower than one string, and every byte of the string
// costs again on the way: the format is wire.py's, which documents and decodes it).
//
// It walks the flat tree (shadow roots and slotted nodes in render order), drops what is not
// rendered, collapses wrappers without semantics, and emits one row per meaningful node:
//   [parentRow, tag, role, name, text, attrs, states, interactive, path, url, frameRef, absolute,
//    ordinal, id]
// (attrs as flat [index into KEY_ATTRS, value, ...] and states as [key, value, ...] arrays; the
// id is `<frame ordinal>-<row in frame>`). It also renders the rows as Snapshot.text lines: the
// Python side takes those as they are and decodes the rows only when nodes are asked for (it
// keeps model.render_line's twin for nodes rendered again: diffs, interactive_text, some cuts).
// `path` locates the element inside its frame: an XPath in the document, then for each open
// shadow root " >>shadow>> " followed by CSS steps ("tag:nth-child(k)" joined by " > "). A step
// that Playwright's piercing `:scope >` would also match on the other side of a shadow boundary
// carries "{i}": pick the i-th match (Playwright lists light children before shadow children).
// Paths are built on the way down, one step per element; a row's `path` is the part after its
// parent row's path, or (`absolute`) the whole path inside its frame: for rows with no row
// above them in the frame, and for slotted content, whose path runs through the host's light
// tree rather than the walk's.
//
// Frames: a child frame whose owner element the Python side handed over is left to it (its
// own walk, through Playwright); any other visible iframe whose document the page can reach
// (same origin) is walked right here, as if it were a subtree: its rows hang under the iframe
// row, and the Python side saves two trips per frame. Frames met get ordinals from
// args.nextOrdinal on, in document order. A frame walked here that is detached during its walk
// (page code ran by the walk removed it) is taken out again, with a note.
//
// Element handles (the scope root, the owners handed over) never travel as this function's
// arguments: Playwright re-runs a wait_for_function in the new document after a navigation, and
// arguments from the old one make every re-run fail until the timeout. The Python side stores
// them first (PREPARE in capture.py) under args.nonce; a walk that finds no such store is in
// another document, and says so by throwing (an error Playwright does not retry).
//
// Identity: every element or text node that becomes a row gets a number that stays with it for
// the life of the document (a WeakMap kept on the window between walks), so a diff of two
// snapshots can tell an element that moved from one that is new. The header sends the numbers
// as runs, with the token of the window that keeps them.
//
// Cost (profiled on the benchmark pages): the walk is bound by calls into the engine
// (getComputedStyle and each property read, getBoundingClientRect, attribute access), so each is
// asked once per element and only where it can change the outcome; nothing is allocated per
// element that is not emitted (the walk context travels as bits, paths as appended steps).
// Where the time goes is for bench/bench_snapshot.py and BENCHMARKS.md to say, not this comment.
(args) => {
  const SHADOW_HOP = ' >>shadow>> ';
  const FRAME_HOP = ' >>frame>> ';
  const HTML_NS = 'http://www.w3.org/1999/xhtml';
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const MAX_NAME = 200;
  const started = performance.now();
  const budgetMs = args.budgetMs;
  const maxNodes = args.maxNodes;
  let scopeRoot = null;
  let frameEls = [];
  if (args.nonce) {
    const PREPARED = Symbol.for('pytest-stagehand.prepared');
    const prepared = window[PREPARED];
    if (!prepared || prepared.nonce !== args.nonce) {
      throw new Error('pytest-stagehand: snapshot capture state lost (the document changed since the capture began)');
    }
    delete window[PREPARED];
    scopeRoot = prepared.root;
    frameEls = prepared.frames;
  }
  // Per-document identities (see the header comment): kept on the window across walks.
  const IDENTITY = Symbol.for('pytest-stagehand.identity');
  let identity = window[IDENTITY];
  if (!identity) {
    identity = { doc: Date.now().toString(36) + '-' + Math.random().toString(36).slice(2), next: 1, keys: new WeakMap() };
    Object.defineProperty(window, IDENTITY, { value: identity, configurable: true });
  }
  const identityKeys = identity.keys;
  // The identity of each row, and the notes the Python side puts under the text.
  const rowKeys = [];
  const walkNotes = [];
  const rows = [];
  // The frames met, in document order: {ordinal, row, slot (-1: walked here), url}.
  const framesMet = [];
  let nextOrdinal = args.nextOrdinal;
  // Visible iframes neither given an owner nor reachable from here (Python then walks again).
  let unreachable = 0;
  // The frame being walked; an inline frame swaps these (enterFrame) and puts them back.
  let ordinal = args.ordinal;
  let idPrefix = ordinal + '-';
  let frameRows = 0;
  let frameDoc = document;
  // Read once per frame: reading scroll offsets per element showed up in profiles.
  let SCROLL_X = scrollX;
  let SCROLL_Y = scrollY;
  let DESIGN_MODE = document.designMode === 'on';
  // A modal dialog (showModal) makes the rest of its document inert: nothing outside it can be
  // clicked or typed into, so nothing outside it is offered as interactive. Read once per frame.
  function modalOf(doc) {
    try { return doc.querySelector('dialog:modal'); } catch (e) { return null; }
  }
  let MODAL = modalOf(document);
  function outsideModal(el) {
    let at = el;
    while (at) {
      if (MODAL.contains(at)) return false;
      const host = at.getRootNode().host;
      at = host || null;
    }
    return true;
  }
  // The distinct [tag, role] pairs (tag -> role -> index), filled when the rows are serialised.
  const kindIndex = new Map();
  const kinds = [];
  let truncated = false;
  let reason = '';
  // The frame the walk was in when it stopped (for the note the Python side writes).
  let cutOrdinal = -1;
  let cutUrl = '';
  let visited = 0;

  const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'template', 'head', 'meta', 'link', 'base']);
  const INTERACTIVE_ROLES = new Set([
    'button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox',
    'menuitemradio', 'option', 'textbox', 'searchbox', 'combobox', 'slider', 'spinbutton',
    'treeitem', 'gridcell', 'listbox', 'scrollbar',
  ]);
  // Roles worth a line even when nothing inside them can be clicked: they give the tree its shape.
  const STRUCTURAL_ROLES = new Set([
    'heading', 'img', 'list', 'listitem', 'table', 'row', 'cell', 'columnheader', 'rowheader',
    'navigation', 'main', 'banner', 'contentinfo', 'complementary', 'form', 'region', 'search',
    'dialog', 'alertdialog', 'alert', 'article', 'figure', 'tablist', 'tabpanel', 'menu', 'menubar',
    'listbox', 'tree', 'grid', 'radiogroup', 'group', 'toolbar', 'progressbar', 'meter', 'status',
    'log', 'tooltip', 'iframe',
  ]);
  // ARIA "name from content" roles: their name already says what their text says.
  const NAME_FROM_CONTENT = new Set([
    'button', 'link', 'heading', 'option', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio',
    'cell', 'columnheader', 'rowheader', 'checkbox', 'radio', 'switch', 'treeitem', 'tooltip', 'gridcell',
  ]);
  const KEY_ATTRS = ['id', 'class', 'name', 'type', 'data-testid', 'data-test', 'data-qa', 'placeholder',
    'aria-label', 'href', 'title', 'alt', 'for', 'role'];
  const KEY_ATTR_INDEX = new Map(KEY_ATTRS.map((k, i) => [k, i]));
  const HREF = KEY_ATTR_INDEX.get('href');
  // An SVG link's xlink:href is its href (read by its own name; `href` wins when both are there).
  const XLINK_HREF = 'xlink:href';
  const TEXT_INPUT_TYPES = new Set(['', 'text', 'email', 'tel', 'url', 'password', 'search', 'number',
    'date', 'time', 'datetime-local', 'month', 'week', 'color', 'range']);

  // A root-relative href of plain segments resolves to the base URL's origin + the href, which
  // is much cheaper to build than el.href (a full URL parse); anything else goes through el.href.
  let BASE_ORIGIN = baseOrigin(document);
  // (Segments never start with a dot, so "." and ".." cannot occur; the slash between segments is
  // required, so a failing match cannot backtrack exponentially.)
  const PLAIN_ROOT_PATH = /^\/(?:[\w~-][\w.~-]*(?:\/[\w~-][\w.~-]*)*\/?)?$/;

  // The walk context: bits passed from an element to its children.
  const SUPPRESS_TEXT = 1, IN_SELECT = 2, IN_EDITABLE = 4, TEXT_VISIBLE = 8, CSS_STEPS = 16,
    PATH_ABSOLUTE = 32, STRUCK = 64;
  // Struck-out text (an old price, a moved date) is still on screen but no longer holds: it is sent
  // between ~~ marks, so neither a model nor the page-text checks read it as the current value.
  const STRUCK_TAGS = new Set(['s', 'del', 'strike']);

  const REPLACED = new Set(['img', 'video', 'canvas', 'iframe', 'embed', 'object', 'input', 'select',
    'textarea', 'svg', 'audio', 'button']);
  const SVG_INTERACTIVE = 'a[href], a[*|href], [tabindex], [role], [onclick]';

  const NONE = [];
  // walkElement's answer for an iframe removed during its walk that had no next sibling.
  const DETACHED_LAST = {};
  // Most strings are already normal; testing for that allocates nothing, replacing always does.
  const NEEDS_NORM = /[^\S ]| {2}|^ | $/;
  const norm = (s) => (!s ? '' : NEEDS_NORM.test(s) ? s.replace(/\s+/g, ' ').trim() : s);
  const cap = (s, n) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

  function baseOrigin(doc) {
    try {
      return new URL(doc.baseURI).origin;
    } catch (e) {
      return 'null';
    }
  }

  // ---- paths -------------------------------------------------------------------------------
  // The walk appends one step per element as it goes down (walkChildren); the maps below serve
  // the elements reached another way: the scoping root and slotted content.
  const stepOf = new Map();
  const pathOf = new Map();
  // Elements whose path is inside a shadow tree (their steps are CSS, not XPath).
  const inShadowTree = new Set();

  // Steps are computed for all children of a parent at once (one pass, O(children)), as XPath
  // steps in a document tree and as CSS steps in a shadow tree.
  function computeSteps(parent, css) {
    const kids = parent.children;
    if (css) {
      const isShadowRoot = parent.nodeType === 11;
      const otherSide = isShadowRoot ? parent.host.children : (parent.shadowRoot ? parent.shadowRoot.children : null);
      for (let i = 0; i < kids.length; i++) {
        const c = kids[i];
        let step = CSS.escape(c.localName) + ':nth-child(' + (i + 1) + ')';
        const twin = otherSide ? otherSide[i] : null;
        if (twin && twin.localName === c.localName) step += isShadowRoot ? '{1}' : '{0}';
        stepOf.set(c, step);
      }
      return;
    }
    const counts = new Map();
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i];
      const name = c.localName;
      const html = c.namespaceURI === HTML_NS;
      const key = html ? name : '*' + name;
      const k = (counts.get(key) || 0) + 1;
      counts.set(key, k);
      stepOf.set(c, html ? name + '[' + k + ']' : "*[local-name()='" + name + "'][" + k + ']');
    }
  }

  function elementPath(el) {
    let path = pathOf.get(el);
    if (path !== undefined) return path;
    const parent = el.parentNode;
    if (parent.nodeType === 9) {
      if (!stepOf.has(el)) computeSteps(parent, false);
      path = '/' + stepOf.get(el);
    } else if (parent.nodeType === 11) {
      const hostPath = elementPath(parent.host);
      if (!stepOf.has(el)) computeSteps(parent, true);
      path = hostPath + SHADOW_HOP + stepOf.get(el);
      inShadowTree.add(el);
    } else {
      const parentPath = elementPath(parent);
      const inShadow = inShadowTree.has(parent);
      if (inShadow) inShadowTree.add(el);
      if (!stepOf.has(el)) computeSteps(parent, inShadow);
      path = parentPath + (inShadow ? ' > ' : '/') + stepOf.get(el);
    }
    pathOf.set(el, path);
    return path;
  }

  // The step of one child reached without walking its siblings (the summary of a closed details).
  function stepAmong(child, css) {
    const name = child.localName;
    if (css) {
      let i = 1;
      for (let c = child.previousElementSibling; c; c = c.previousElementSibling) i++;
      return CSS.escape(name) + ':nth-child(' + i + ')';
    }
    const html = child.namespaceURI === HTML_NS;
    let k = 1;
    for (let c = child.previousElementSibling; c; c = c.previousElementSibling) {
      if (c.localName === name && (c.namespaceURI === HTML_NS) === html) k++;
    }
    return html ? name + '[' + k + ']' : "*[local-name()='" + name + "'][" + k + ']';
  }

  // ---- the flat tree ------------------------------------------------------------------------
  function childNodesOf(node) {
    if (node.shadowRoot) return node.shadowRoot.childNodes;
    if (node.localName === 'slot' && node.assignedNodes) {
      const assigned = node.assignedNodes();
      if (assigned.length) return assigned;
    }
    return node.childNodes;
  }

  // ---- roles ----------------------------------------------------------------------------------
  // @include roles.js

  function roleOf(el, tag, editableRoot) {
    const explicit = el.getAttribute('role');
    if (explicit) {
      const first = explicit.trim().split(/\s+/)[0].toLowerCase();
      if (first === 'none' || first === 'presentation') return 'generic';
      if (first) return first;
    }
    if (editableRoot) return 'textbox';
    return implicitRole(el, tag);
  }

  // ---- attributes of an element that becomes a row --------------------------------------------
  // Naming a row, its states and its key attributes ask for ~25 attributes, and an element has a
  // few: its names are read once (getAttributeNames creates no Attr objects), so a missing one
  // costs a few string compares instead of a call into the DOM. Same answer as getAttribute: a
  // row's queries are lower case, as HTML attribute names are.
  function attributeNames(el) {
    return el.hasAttributes() ? el.getAttributeNames() : NONE;
  }

  function attr(el, names, name) {
    return names.includes(name) ? el.getAttribute(name) : null;
  }

  // ---- accessible names (ARIA accname, the common cases) -------------------------------------

  function contentText(node, exclude, out, limit) {
    const kids = childNodesOf(node);
    for (let i = 0; i < kids.length && out.len < limit; i++) {
      const c = kids[i];
      if (c.nodeType === 3) {
        out.parts.push(c.data);
        out.len += c.data.length;
        continue;
      }
      if (c.nodeType !== 1 || c === exclude || SKIP_TAGS.has(c.localName) || c.getAttribute('aria-hidden') === 'true') continue;
      const style = getComputedStyle(c);
      const display = style.display;
      if (display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse') continue;
      const tag = c.localName;
      // A line break parts words as a space does ("<b>Sam Patel</b><br>sam.patel@acme.io" had read
      // "Sam Patelsam.patel@acme.io", which no task's words match); Chromium's own name keeps it.
      if (tag === 'br') { out.parts.push(' '); continue; }
      let piece = null;
      if (tag === 'img' || (tag === 'input' && c.type === 'image')) piece = c.getAttribute('alt') || '';
      else if (tag === 'svg') piece = c.getAttribute('aria-label') || svgTitle(c);
      else if (tag === 'input' || tag === 'textarea') piece = c.type === 'password' ? '' : c.value;
      else if (tag === 'select') piece = c.selectedOptions && c.selectedOptions[0] ? c.selectedOptions[0].text : '';
      else if (c.hasAttribute('aria-label')) piece = c.getAttribute('aria-label');
      const block = !display.startsWith('inline');
      if (block) out.parts.push(' ');
      if (piece !== null) { out.parts.push(' ', piece, ' '); out.len += piece.length; }
      else if (out.marks && (STRUCK_TAGS.has(tag) || style.textDecorationLine.includes('line-through'))) {
        const inner = { parts: [], len: 0, marks: false };
        contentText(c, exclude, inner, limit - out.len);
        const struck = norm(inner.parts.join(''));
        if (struck) { out.parts.push(' ~~', struck, '~~ '); out.len += inner.len; }
      } else contentText(c, exclude, out, limit);
      if (block) out.parts.push(' ');
    }
  }

  // `marks`: struck-out parts between ~~ marks (see STRUCK), for names that are only read, never
  // matched by a locator (a cell's, a list item's).
  function textFromContent(node, exclude, marks = false) {
    const out = { parts: [], len: 0, marks };
    contentText(node, exclude, out, 1000);
    return norm(out.parts.join(''));
  }

  function svgTitle(svg) {
    for (const c of svg.children) if (c.localName === 'title') return norm(c.textContent);
    return '';
  }

  function byIds(el, names, name) {
    const ids = (attr(el, names, name) || '').trim();
    if (!ids) return '';
    const root = el.getRootNode();
    const parts = [];
    for (const id of ids.split(/\s+/)) {
      const ref = root.getElementById ? root.getElementById(id) : null;
      if (ref) parts.push(ref === el ? (el.getAttribute('aria-label') || '') : referencedName(ref));
    }
    return norm(parts.join(' '));
  }

  // The name an element referenced by aria-labelledby gives (accname 2E, 2C, 2D, then 2F): a
  // control's value (an embedded control's aria-label is skipped), else its own aria-label, an
  // image's alt, its text.
  function referencedName(ref) {
    const tag = ref.localName;
    if (tag === 'input') {
      const type = (ref.getAttribute('type') || 'text').toLowerCase();
      if (TEXT_INPUT_TYPES.has(type) && type !== 'password') return ref.value;
    } else if (tag === 'textarea') return ref.value;
    else if (tag === 'select') return ref.selectedOptions && ref.selectedOptions[0] ? ref.selectedOptions[0].text : '';
    const label = norm(ref.getAttribute('aria-label'));
    if (label) return label;
    if (tag === 'img') return ref.getAttribute('alt') || '';
    return textFromContent(ref, null);
  }

  // A control without an id can only be labelled by a label around it (`for` names an id), which
  // is much cheaper to find than el.labels (a search of the whole tree scope for each control).
  function labelsOf(el) {
    if (el.id) return el.labels || NONE; // null for <input type=hidden>
    let label = el.parentElement;
    while (label !== null && label.localName !== 'label') label = label.parentElement;
    return label !== null && label.control === el ? [label] : NONE;
  }

  // Returns [name, fromContent]
  function nameOf(el, tag, role, names, marks = false) {
    let name = byIds(el, names, 'aria-labelledby');
    if (name) return [name, false];
    name = norm(attr(el, names, 'aria-label'));
    if (name) return [name, false];
    const type = tag === 'input' ? (attr(el, names, 'type') || 'text').toLowerCase() : '';
    if (tag === 'input' && (type === 'button' || type === 'submit' || type === 'reset')) {
      name = attr(el, names, 'value') || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '');
      if (name) return [norm(name), false];
    }
    if (tag === 'input' && type === 'image') return [norm(attr(el, names, 'alt')) || 'Submit', false];
    if ((tag === 'input' || tag === 'select' || tag === 'textarea' || tag === 'meter' || tag === 'progress' || tag === 'output')) {
      name = norm(Array.from(labelsOf(el), (label) => textFromContent(label, el)).join(' '));
      if (name) return [name, false];
    }
    if (tag === 'img' || tag === 'area') {
      name = norm(attr(el, names, 'alt'));
      if (name) return [name, false];
    }
    if (tag === 'svg') {
      name = svgTitle(el);
      if (name) return [name, false];
    }
    if (tag === 'fieldset' || tag === 'table' || tag === 'figure') {
      const captionTag = tag === 'fieldset' ? 'legend' : tag === 'table' ? 'caption' : 'figcaption';
      for (const c of el.children) if (c.localName === captionTag) return [textFromContent(c, null), false];
    }
    if (NAME_FROM_CONTENT.has(role) || tag === 'summary') {
      name = textFromContent(el, null, marks);
      if (name) return [name, true];
    }
    // Chromium names a native field by its title before its placeholder (as HTML-AAM says), and
    // a custom textbox by its aria-placeholder before its title.
    const ariaPlaceholder = tag === 'input' || tag === 'textarea' ? '' : norm(attr(el, names, 'aria-placeholder'));
    if (ariaPlaceholder) return [ariaPlaceholder, false];
    name = norm(attr(el, names, 'title'));
    if (name) return [name, false];
    name = norm(attr(el, names, 'placeholder') || attr(el, names, 'aria-placeholder'));
    return [name, false];
  }

  // The text of the panel ``ids`` names (aria-controls: its first id) while the panel is not shown,
  // each text node apart (an option list reads "Daily Weekly", not "DailyWeekly"); '' when it is
  // shown or not found.
  const HELD_CHARS = 300;
  function hiddenPanelText(el, ids) {
    const root = el.getRootNode();
    const id = norm(ids).split(' ')[0];
    const panel = id && root.getElementById ? root.getElementById(id) : null;
    if (!panel || panel.contains(el) || panel.getClientRects().length > 0) return '';
    return hiddenText(panel);
  }

  const FIELDS = 'input:not([type=hidden]),select,textarea,[role=switch],[role=checkbox],[role=combobox]';

  // What ticking or unticking a box shows, when the page ties them by place alone (no
  // aria-controls): the hidden block of fields right after the box's line ("Ship to my billing
  // address", ticked, and the shipping address's fields hidden under it). The box's line is its
  // label, or the box, widened to its wrappers while they hold no other field; the block is one of
  // the next two siblings, hidden and holding fields, with no field shown between.
  function revealedBlockText(el) {
    let line = el.closest('label') || el;
    for (let i = 0; i < 2; i++) {
      const up = line.parentElement;
      if (!up || up === document.body || up.querySelectorAll(FIELDS).length > 1) break;
      line = up;
    }
    let sibling = line.nextElementSibling;
    for (let n = 0; sibling && n < 2; n++, sibling = sibling.nextElementSibling) {
      // A closed <dialog> opens by its own button, never by a box: the switch above an
      // "Installation slot" dialog does not hold its slots (fresh16 broadband-2, dev).
      if (sibling.localName === 'dialog') return '';
      const fields = sibling.querySelector(FIELDS) || sibling.matches(FIELDS);
      if (sibling.getClientRects().length > 0) {
        if (fields) return '';
        continue;
      }
      if (fields) return hiddenText(sibling);
    }
    return '';
  }

  function closedDetailsText(summary) {
    const parts = [];
    for (const child of summary.parentElement.childNodes) {
      if (child === summary) continue;
      const text = child.nodeType === Node.TEXT_NODE ? norm(child.nodeValue)
        : child.nodeType === Node.ELEMENT_NODE ? hiddenText(child) : '';
      if (text) parts.push(text);
    }
    return cap(parts.join(' '), HELD_CHARS);
  }

  function hiddenText(panel) {
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    const parts = [];
    let length = 0;
    for (let t = walker.nextNode(); t && length < HELD_CHARS; t = walker.nextNode()) {
      const owner = t.parentElement ? t.parentElement.localName : '';
      if (owner === 'script' || owner === 'style' || owner === 'template') continue;
      const text = norm(t.nodeValue);
      if (text) { parts.push(text); length += text.length + 1; }
    }
    return cap(parts.join(' '), HELD_CHARS);
  }

  // ---- states -------------------------------------------------------------------------------
  // `editable`: el.isContentEditable, as the walk read it.
  function statesOf(el, tag, role, names, editable) {
    const s = [];
    const set = (k, v) => { s.push(k, v); };
    const get = (name) => attr(el, names, name);
    const type = tag === 'input' ? (get('type') || 'text').toLowerCase() : '';
    if ((tag === 'input' && TEXT_INPUT_TYPES.has(type)) || tag === 'textarea') {
      if (el.value) set('value', type === 'password' ? '••••' : cap(el.value, 100));
    } else if (tag === 'select' && !el.multiple) {
      const opt = el.selectedOptions && el.selectedOptions[0];
      if (opt) set('value', cap(norm(opt.text), 100));
    } else if (editable && !(el.parentElement && el.parentElement.isContentEditable)) {
      const text = norm(el.innerText);
      if (text) set('value', cap(text, 100));
    } else if (names.includes('aria-valuenow')) {
      set('value', get('aria-valuetext') || get('aria-valuenow'));
    }
    if (type === 'checkbox' || type === 'radio') set('checked', el.indeterminate ? 'mixed' : el.checked);
    else if (names.includes('aria-checked')) {
      const v = get('aria-checked');
      set('checked', v === 'mixed' ? 'mixed' : v === 'true');
    }
    if (tag === 'option' ? el.selected : get('aria-selected') === 'true') set('selected', true);
    if (names.includes('aria-expanded')) set('expanded', get('aria-expanded') === 'true');
    else if (tag === 'details') set('expanded', el.open);
    else if (tag === 'summary' && el.parentElement && el.parentElement.localName === 'details') {
      set('expanded', el.parentElement.open);
    }
    if (names.includes('aria-pressed')) set('pressed', get('aria-pressed'));
    // Where the user is: a stepper's step, a menu's page, a breadcrumb's last part.
    if (names.includes('aria-current')) {
      const current = get('aria-current');
      if (current && current !== 'false') set('current', current);
    }
    if (get('aria-disabled') === 'true' || (typeof el.disabled === 'boolean' && el.matches(':disabled'))) {
      set('disabled', true);
    }
    if (el.required === true || get('aria-required') === 'true') set('required', true);
    if (el.readOnly === true && (tag === 'input' || tag === 'textarea')) set('readonly', true);
    const placeholder = get('placeholder');
    if (placeholder) set('placeholder', cap(norm(placeholder), 100));
    // What an unselected tab or a collapsed control shows once clicked: the text of the panel it
    // controls, which the walk skips while it is hidden. Never rendered; a plan reads it to open
    // the panel a step needs ("set the digest to Never" on a settings page showing its Profile tab).
    if (names.includes('aria-controls') && (role === 'tab' || get('aria-expanded') === 'false')) {
      const held = hiddenPanelText(el, get('aria-controls'));
      if (held) set('holds', held);
    } else if (type === 'checkbox' || role === 'switch') {
      const held = revealedBlockText(el);
      if (held) set('holds', held);
    } else if (tag === 'summary' && el.parentElement && el.parentElement.localName === 'details'
               && !el.parentElement.open) {
      // A closed <details> holds what its summary shows once clicked: "Near the gate" under "More
      // preferences" (fresh17 allotment-2 and workshop-0, dev: never ticked).
      const held = closedDetailsText(el);
      if (held) set('holds', held);
    }
    if (role === 'heading') {
      const level = get('aria-level') || (tag.length === 2 && tag[0] === 'h' ? tag[1] : '');
      if (level) set('level', level);
    }
    return s.length ? s : NONE;
  }

  // [index into KEY_ATTRS, value, ...] in KEY_ATTRS order, from the element's attribute names
  // (one pass over its few names costs far less than asking for each of the 14 keys). Of two
  // same-named attributes the first wins, as with getAttribute. HTML attribute names are already
  // lower case here.
  function attrsOf(el, names) {
    let found = null;
    let xlink = false;
    for (let i = 0; i < names.length; i++) {
      let k = KEY_ATTR_INDEX.get(names[i]);
      if (k === undefined) {
        if (names[i] !== XLINK_HREF || el.namespaceURI !== SVG_NS) continue;
        k = HREF;
        xlink = true;
      }
      if (found === null) found = [k];
      else if (!found.includes(k)) found.push(k);
    }
    if (found === null) return NONE;
    if (found.length > 1) found.sort((x, y) => x - y);
    const a = [];
    for (let i = 0; i < found.length; i++) {
      const k = found[i];
      const value = k === HREF && xlink && !el.hasAttribute('href') ? el.getAttribute(XLINK_HREF) : el.getAttribute(KEY_ATTRS[k]);
      a.push(k, cap(value, 200));
    }
    return a;
  }

  function ownText(el) {
    let t = '';
    for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3) t += c.data;
    return cap(norm(t), 200);
  }

  function urlOf(el, tag, names) {
    if (tag === 'a' || tag === 'area') {
      const href = attr(el, names, 'href') ?? (el.namespaceURI === SVG_NS ? attr(el, names, 'xlink:href') : null);
      if (href === null) return '';
      if (BASE_ORIGIN !== 'null' && PLAIN_ROOT_PATH.test(href)) return BASE_ORIGIN + href;
      // An SVG <a> has no string href property (it is an SVGAnimatedString).
      if (typeof el.href === 'string') return el.href;
      try {
        return new URL(href, frameDoc.baseURI).href;
      } catch (e) {
        return href;
      }
    }
    if (tag === 'img') return el.currentSrc || el.src || '';
    return '';
  }

  function isInteractive(el, tag, role, style, parentStyle) {
    if (INTERACTIVE_ROLES.has(role)) return true;
    switch (tag) {
      case 'a': if (hasHref(el)) return true; break;
      case 'button': case 'select': case 'textarea': case 'summary': case 'option': return true;
      case 'input': return el.type !== 'hidden';
      case 'video': case 'audio': if (el.hasAttribute('controls')) return true; break;
      default: break;
    }
    if (el.hasAttribute('tabindex') && el.tabIndex >= 0) return true;
    if (el.hasAttribute('onclick') || typeof el.onclick === 'function') return true;
    // A pointer cursor that starts here (cursor inherits) is how click-handler-only widgets show.
    // (The parent's cursor is read only then: the style object itself is passed down for free.)
    return style.cursor === 'pointer' && (parentStyle === null || parentStyle.cursor !== 'pointer');
  }

  // ---- the walk -------------------------------------------------------------------------------
  // True while the last row is a text run that following inline text may extend.
  let textRunOpen = false;

  // Row fields, by index (see the header comment).
  const PARENT = 0, TAG = 1, ROLE = 2, NAME = 3, TEXT = 4, ATTRS = 5, STATES = 6, INTERACTIVE = 7,
    PATH = 8, URL_ = 9, FRAME_REF = 10, ABSOLUTE = 11, ORDINAL = 12, ID = 13;

  function stop(why) {
    truncated = true;
    reason = why;
    cutOrdinal = ordinal;
    cutUrl = frameDoc.location ? frameDoc.location.href : '';
  }

  // `row` comes with every field; the frame's ordinal and the id are set here. `node` is the
  // element or text node behind it (its identity).
  function emit(row, node) {
    textRunOpen = false;
    let key = identityKeys.get(node);
    if (key === undefined) {
      key = identity.next++;
      identityKeys.set(node, key);
    }
    rowKeys.push(key);
    // Text equal to the name is sent once; a StaticText run keeps following its (growing) name.
    if (row[TEXT] === row[NAME]) row[TEXT] = null;
    row[ORDINAL] = ordinal;
    row[ID] = idPrefix + frameRows++;
    rows.push(row);
    if (rows.length >= maxNodes) stop(`node limit ${maxNodes} reached`);
    return rows.length - 1;
  }

  // Whether the open text run ends in struck-out text (so the next struck piece joins its marks).
  let runEndsStruck = false;

  function emitText(textNode, parentRow, path, absolute, struck) {
    let t = norm(textNode.data);
    if (!t) return;
    const last = rows.length ? rows[rows.length - 1] : null;
    if (textRunOpen && last[TAG] === '#text' && last[PARENT] === parentRow) {
      // Text split only by inline markup ("a <b>b</b> c") reads as one run, as on screen.
      const joined = struck && runEndsStruck ? last[NAME].slice(0, -2) + ' ' + t + '~~'
        : last[NAME] + ' ' + (struck ? '~~' + t + '~~' : t);
      last[NAME] = cap(joined, MAX_NAME);
      runEndsStruck = struck;
      return;
    }
    if (struck) t = '~~' + t + '~~';
    emit([parentRow, '#text', 'StaticText', cap(t, MAX_NAME), cap(t, MAX_NAME), NONE, NONE, false, path, '', -1, absolute,
      0, ''], textNode);
    textRunOpen = true;
    runEndsStruck = struck;
  }

  // `path` is the path of `node`: after its parent row's path, or whole with PATH_ABSOLUTE.
  function walkChildren(node, tag, parentRow, ctx, path, style) {
    const wantText = (ctx & (TEXT_VISIBLE | SUPPRESS_TEXT)) === TEXT_VISIBLE;
    if (tag === 'slot' && !node.shadowRoot && node.assignedNodes) {
      const assigned = node.assignedNodes();
      if (assigned.length > 0) {
        // Slotted nodes live in the host's light tree: their paths are computed from there.
        for (let i = 0; i < assigned.length && !truncated; i++) {
          const c = assigned[i];
          if (c.nodeType === 1) {
            const own = elementPath(c);
            walkElement(c, parentRow, (ctx & ~CSS_STEPS) | PATH_ABSOLUTE | (inShadowTree.has(c) ? CSS_STEPS : 0), own, style);
          } else if (c.nodeType === 3 && wantText) {
            const holder = c.parentNode.nodeType === 11 ? c.parentNode.host : c.parentNode;
            emitText(c, parentRow, elementPath(holder), true, (ctx & STRUCK) !== 0);
          }
        }
        return;
      }
    }
    const shadow = node.shadowRoot;
    const css = shadow !== null || (ctx & CSS_STEPS) !== 0;
    const joiner = shadow !== null ? SHADOW_HOP : css ? ' > ' : '/';
    // Playwright's `:scope > step` also matches the host's light child at the same position.
    const twins = shadow !== null ? node.children : null;
    const childCtx = css ? ctx | CSS_STEPS : ctx;
    const absolute = (ctx & PATH_ABSOLUTE) !== 0;
    // Same-name sibling counts for XPath steps, as parallel arrays (few distinct names per parent).
    let names = null;
    let counts = null;
    let index = 0;
    // Siblings are followed by nextSibling rather than by index into a live NodeList, so page code
    // that runs during the walk (getters, custom elements) cannot make us skip nodes.
    for (let c = (shadow || node).firstChild, after = null; c && !truncated; c = after !== null ? after : c.nextSibling) {
      after = null;
      const type = c.nodeType;
      if (type === 1) {
        const name = c.localName;
        let step;
        if (css) {
          step = CSS.escape(name) + ':nth-child(' + (++index) + ')';
          if (twins !== null) {
            const twin = twins[index - 1];
            if (twin && twin.localName === name) step += '{1}';
          }
        } else {
          const html = c.namespaceURI === HTML_NS;
          const key = html ? name : '*' + name;
          let k = 1;
          if (names === null) {
            names = [key];
            counts = [1];
          } else {
            const j = names.indexOf(key);
            if (j === -1) {
              names.push(key);
              counts.push(1);
            } else k = ++counts[j];
          }
          step = html ? name + '[' + k + ']' : "*[local-name()='" + name + "'][" + k + ']';
        }
        const detached = walkElement(c, parentRow, childCtx, path + joiner + step, style);
        if (detached !== undefined) {
          // The iframe is gone: its step no longer counts, and its siblings go on without it.
          if (css) index--;
          else counts[names.indexOf(c.namespaceURI === HTML_NS ? name : '*' + name)]--;
          if (detached === DETACHED_LAST || detached.parentNode !== (shadow || node)) break;
          after = detached;
          continue;
        }
      } else if (type === 3 && wantText) {
        // Text directly in a shadow root belongs to the host, whose path is `path` too.
        emitText(c, parentRow, path, absolute, (ctx & STRUCK) !== 0);
      }
    }
  }

  function walkElement(el, parentRow, ctx, path, parentStyle) {
    if ((++visited & 255) === 0 && performance.now() - started > budgetMs) {
      stop(`walk stopped after ${Math.round(performance.now() - started)} ms (time budget)`);
      return;
    }
    const tag = el.localName;
    if (SKIP_TAGS.has(tag) || el.getAttribute('aria-hidden') === 'true') return;
    const style = getComputedStyle(el);
    const display = style.display;
    if (display === 'none') return;
    const contents = display === 'contents';
    const inline = contents || display.startsWith('inline');
    if (!inline) textRunOpen = false;
    const shown = style.visibility === 'visible';
    const inSelect = (ctx & IN_SELECT) !== 0;
    const inEditable = (ctx & IN_EDITABLE) !== 0;
    // Only an element with the attribute starts an editable region (or any, in design mode).
    const editable = (inEditable || DESIGN_MODE || el.hasAttribute('contenteditable')) && el.isContentEditable;
    const editableRoot = editable && !inEditable;
    const role = roleOf(el, tag, editableRoot);
    let interactive = shown && !inEditable && isInteractive(el, tag, role, style, parentStyle);
    if (interactive && MODAL !== null && outsideModal(el)) interactive = false;
    const structural = STRUCTURAL_ROLES.has(role);
    const candidate = interactive || structural || tag === 'svg';
    let hasBox = true;
    let clips = false;
    if (!contents && !inSelect) {
      // Layout is only asked where it can change the outcome: lines we may emit, boxes that clip
      // their content, and positioned boxes (the usual way to push something off the page).
      // Two reads are skipped where CSS settles them: overflow does not apply to non-replaced
      // inline boxes, and absolute or fixed boxes are blockified, so no inline-level display
      // (inline, inline-block, inline-flex, ...) is ever positioned that way.
      const mayClip = display !== 'inline' || REPLACED.has(tag);
      let positioned = false;
      if (!inline) {
        const position = style.position;
        positioned = position === 'absolute' || position === 'fixed';
      }
      const measured = candidate || positioned;
      if (!measured) clips = mayClip && style.overflow !== 'visible';
      if (measured || clips) {
        const r = el.getBoundingClientRect();
        hasBox = r.width > 0 && r.height > 0;
        const tiny = r.width <= 1 && r.height <= 1;
        // A box measured anyway needs overflow only where it decides: a tiny box, or none.
        if (measured && mayClip && (tiny || !hasBox)) clips = style.overflow !== 'visible';
        // Collapsed or screen-reader-only boxes (1px, clipped) and boxes pushed off the page.
        if (clips && tiny) return;
        if (positioned && style.clip === 'rect(0px, 0px, 0px, 0px)') return;
        if (r.right + SCROLL_X <= 0 || r.bottom + SCROLL_Y <= 0) return;
      }
    }
    const visible = shown && (hasBox || contents || inSelect);
    interactive = interactive && visible;
    const absolute = (ctx & PATH_ABSOLUTE) !== 0;

    if (tag === 'iframe' || tag === 'frame') {
      if (!visible) return;
      const names = attributeNames(el);
      const row = emit([parentRow, tag, 'iframe', cap(norm(attr(el, names, 'title') || attr(el, names, 'name')), MAX_NAME),
        '', attrsOf(el, names), NONE, false, path, el.src || '', -1, absolute, 0, ''], el);
      if (truncated) return;
      // Page code run by the walk may remove the iframe while its document is walked here: the
      // frame is then taken out again, and the walk goes on from the iframe's next sibling.
      const next = el.nextSibling;
      if (!enterFrame(el, row)) return next === null ? DETACHED_LAST : next;
      return;
    }
    const isSvg = tag === 'svg';
    const meaningful = visible && (interactive || (structural && !isSvg) ||
      (isSvg && (el.hasAttribute('aria-label') || svgTitle(el) !== '')));
    let childParent = parentRow;
    let suppressText = (ctx & SUPPRESS_TEXT) !== 0;
    if (meaningful) {
      const names = attributeNames(el);
      const struck = !interactive && ((ctx & STRUCK) !== 0 || STRUCK_TAGS.has(tag) ||
        style.textDecorationLine.includes('line-through'));
      let [name, fromContent] = nameOf(el, tag, role, names, !interactive && !struck);
      if (struck && fromContent && name) name = '~~' + name + '~~';
      if (!name && interactive && !editableRoot && tag !== 'input' && tag !== 'select' && tag !== 'textarea') {
        // Widgets made clickable by script have no native name; their text is what a user reads.
        name = textFromContent(el, null);
        fromContent = name !== '';
      }
      const text = fromContent ? cap(name, 200) : ownText(el);
      childParent = emit([parentRow, tag, role, cap(name, MAX_NAME), text, attrsOf(el, names),
        statesOf(el, tag, role, names, editable), interactive, path, urlOf(el, tag, names), -1, absolute, 0, ''], el);
      // Text already carried by the name need not be repeated as StaticText lines below.
      if ((fromContent && name.length <= MAX_NAME) || tag === 'textarea' || tag === 'select' || editableRoot) {
        suppressText = true;
      }
    }
    // An <svg> is one line (an icon's paths say nothing), unless it holds something to click:
    // links, focusable or role-carrying parts, inline handlers. (Handlers added with
    // addEventListener cannot be seen from the page without CDP.)
    if (truncated || (isSvg && el.querySelector(SVG_INTERACTIVE) === null)) return;
    const textVisible = shown && (contents ? (ctx & TEXT_VISIBLE) !== 0 : hasBox || !clips || inSelect);
    let childCtx = (ctx & CSS_STEPS) |
      (suppressText ? SUPPRESS_TEXT : 0) |
      (inSelect || tag === 'select' || tag === 'datalist' ? IN_SELECT : 0) |
      (inEditable || editable ? IN_EDITABLE : 0) |
      (textVisible ? TEXT_VISIBLE : 0);
    // text-decoration is not inherited but is drawn through the text of every descendant.
    if ((ctx & STRUCK) !== 0 || STRUCK_TAGS.has(tag) || style.textDecorationLine.includes('line-through')) {
      childCtx |= STRUCK;
    }
    // Below a row, paths continue from that row's path; otherwise from this element's.
    let childPath = '';
    if (!meaningful) {
      childPath = path;
      childCtx |= ctx & PATH_ABSOLUTE;
    }
    if (tag === 'details' && !el.open) {
      // A closed <details> renders only its summary; the rest has a style but no box.
      const summary = el.querySelector(':scope > summary');
      if (summary) {
        const css = (ctx & CSS_STEPS) !== 0;
        walkElement(summary, childParent, childCtx, childPath + (css ? ' > ' : '/') + stepAmong(summary, css), style);
      }
    } else walkChildren(el, tag, childParent, childCtx, childPath, style);
    if (!inline) textRunOpen = false;
  }

  // A child frame: left to the Python side when it gave the owner, else walked here if reachable.
  // Returns false when the frame was walked here and detached during its walk (then its rows,
  // the iframe's own included, are taken out again).
  function enterFrame(el, row) {
    const slot = frameEls.indexOf(el);
    let doc = null;
    if (slot === -1) {
      try {
        doc = el.contentDocument;
      } catch (e) {
        doc = null;
      }
      if (doc === null) {
        unreachable++;
        return true;
      }
    }
    const met = { ordinal: nextOrdinal++, row, slot, url: doc === null ? '' : doc.location.href };
    rows[row][FRAME_REF] = framesMet.length;
    framesMet.push(met);
    if (doc === null || walkFrameHere(el, doc, met.ordinal, row)) return true;
    // Back to the state before the iframe's row: its rows, frames met and ordinals go.
    rows.length = row;
    rowKeys.length = row;
    while (framesMet.length && framesMet[framesMet.length - 1].row >= row) framesMet.pop();
    nextOrdinal = met.ordinal;
    frameRows--;
    if (truncated && cutOrdinal !== ordinal) {
      // The limit was reached inside the frame that is gone: its rows no longer count.
      truncated = rows.length >= maxNodes;
      if (!truncated) reason = '';
    }
    walkNotes.push(`frame ${met.url} left out: it was detached during the capture`);
    return false;
  }

  // Returns whether the frame is still the iframe's content after its walk.
  function walkFrameHere(el, doc, childOrdinal, iframeRow) {
    const saved = [ordinal, idPrefix, frameRows, frameDoc, SCROLL_X, SCROLL_Y, BASE_ORIGIN, DESIGN_MODE, MODAL];
    let thrown = null;
    try {
      ordinal = childOrdinal;
      idPrefix = ordinal + '-';
      frameRows = 0;
      frameDoc = doc;
      const view = doc.defaultView;
      SCROLL_X = view ? view.scrollX : 0;
      SCROLL_Y = view ? view.scrollY : 0;
      BASE_ORIGIN = baseOrigin(doc);
      DESIGN_MODE = doc.designMode === 'on';
      MODAL = modalOf(doc);
      const root = doc.documentElement;
      if (root) walkElement(root, iframeRow, TEXT_VISIBLE | PATH_ABSOLUTE, elementPath(root), null);
    } catch (e) {
      // A document torn down under the walk can fail in odd places; it is left out below.
      thrown = e;
    } finally {
      [ordinal, idPrefix, frameRows, frameDoc, SCROLL_X, SCROLL_Y, BASE_ORIGIN, DESIGN_MODE, MODAL] = saved;
      // Text after the iframe starts a run of its own, as it would without the frame's rows.
      textRunOpen = false;
    }
    const kept = el.isConnected && el.contentDocument === doc;
    if (thrown !== null && kept) throw thrown;
    return kept;
  }


  // ---- the text --------------------------------------------------------------------------
  // model.render_line's twin: `[id] role "name" states`, indented two spaces per level. Python
  // counts a string's length in code points, so the caps do too (JS counts UTF-16 units).
  const RENDERED_NAME_CHARS = 100;
  const RENDERED_VALUE_CHARS = 60;
  const STATE_ORDER = ['level', 'value', 'checked', 'selected', 'expanded', 'pressed', 'disabled', 'required',
    'readonly'];
  const SHOWN_WHEN_FALSE = new Set(['checked', 'expanded']);
  // A quote or backslash is escaped, and so is every character Python's str.splitlines() breaks
  // a line at (a textarea's value holds \n): one node, one line.
  const NEEDS_QUOTE_ESCAPE = /["\\\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;
  const QUOTE_ESCAPES = /["\\\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/g;
  const SHORT_ESCAPES = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r' };
  const escapeOne = (c) => SHORT_ESCAPES[c] || '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
  const indents = [''];

  function quote(value, limit) {
    if (value.length <= limit && !NEEDS_QUOTE_ESCAPE.test(value)) return '"' + value + '"';
    let shown = value;
    if (value.length > limit) {
      const points = Array.from(value);
      if (points.length > limit) shown = points.slice(0, limit - 1).join('') + '…';
    }
    if (NEEDS_QUOTE_ESCAPE.test(shown)) shown = shown.replace(QUOTE_ESCAPES, escapeOne);
    return '"' + shown + '"';
  }

  function valueOf(pairs, key) {
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === key) return pairs[i + 1];
    return undefined;
  }

  function renderStates(row) {
    const states = row[STATES];
    const parts = [];
    if (states.length) {
      for (const key of STATE_ORDER) {
        const value = valueOf(states, key);
        if (value === undefined) continue;
        if (value === true) parts.push(key);
        else if (value === false) {
          if (SHOWN_WHEN_FALSE.has(key)) parts.push(key + '=false');
        } else if (key === 'level') parts.push('level=' + value);
        else parts.push(key + '=' + quote(String(value), RENDERED_VALUE_CHARS));
      }
      // A placeholder is shown only where nothing names the field (the rule; a field
      // named by nothing else is named by its placeholder, so this is rare).
      const placeholder = valueOf(states, 'placeholder');
      if (typeof placeholder === 'string' && placeholder && !row[NAME]) {
        parts.push('placeholder=' + quote(placeholder, RENDERED_VALUE_CHARS));
      }
    }
    if (row[ROLE] === 'link') {
      const href = valueOf(row[ATTRS], HREF);
      if (href) parts.push('href=' + quote(href, RENDERED_VALUE_CHARS));
    }
    return parts.join(' ');
  }

  // Also notes in `plainNames` whether the line shows the name as it is (then it is not sent twice).
  function renderLine(row, depth, plainNames, i) {
    while (indents.length <= depth) indents.push(indents[indents.length - 1] + '  ');
    let line = indents[depth] + '[' + row[ID] + '] ' + row[ROLE];
    const name = row[NAME];
    if (name) {
      const plain = name.length <= RENDERED_NAME_CHARS && !NEEDS_QUOTE_ESCAPE.test(name);
      plainNames[i] = plain ? 1 : 0;
      line += plain ? ' "' + name + '"' : ' ' + quote(name, RENDERED_NAME_CHARS);
    }
    if (row[STATES].length || row[ROLE] === 'link') {
      const states = renderStates(row);
      if (states) line += ' ' + states;
    }
    return line;
  }

  // The lines, and for each frame met: its iframe row's id, depth and where its line ends (in
  // code points, as Python counts). Returns [text, plainNames] (see renderLine).
  function renderText() {
    const depths = [];
    const lines = [];
    const plainNames = new Uint8Array(rows.length);
    let next = framesMet.length ? framesMet[0] : null;
    let end = -1;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const depth = row[PARENT] >= 0 ? depths[row[PARENT]] + 1 : args.depthOffset;
      depths.push(depth);
      const line = renderLine(row, depth, plainNames, i);
      lines.push(line);
      end += line.length + 1;
      if (next !== null && next.row === i) {
        next.id = row[ID];
        next.depth = depth;
        next.textEnd = end;
        next = framesMet[framesMet.indexOf(next) + 1] || null;
      }
    }
    const text = lines.join('\n');
    if (framesMet.length && SURROGATE_PAIR.test(text)) {
      for (const met of framesMet) met.textEnd = codePoints(text.slice(0, met.textEnd));
    }
    return [text, plainNames];
  }

  // ---- the wire format (decoded by wire.py; keep the two in step) ---------------------------
  // A JSON header line, the text (its length is in the header), then every field of every row
  // joined by DEL (U+007F): the one ASCII separator that JSON leaves unescaped and page text
  // practically never holds. With `escaped` in the header, text and fields hold ESC (U+001B)
  // sequences: ESC '0' for ESC, ESC '1' for DEL, ESC 'u' + 4 hex digits for a UTF-16 unit.
  // Non-ASCII characters are escaped when they are few: one of them anywhere makes every hop
  // (CDP, Playwright's driver, Python's JSON) take its slow path for the whole string, which costs
  // far more than their escapes (bench/bench_snapshot.py).
  const NON_ASCII = /[^\x00-\x7f]/;

  function serialise(walkedMs) {
    let [text, plainNames] = renderText();
    // A name the text shows as it is is not sent again, if the rows can find their lines (no
    // value holds a line break).
    const breaks = text.match(/\n/g);
    const namesInText = (breaks === null ? 0 : breaks.length) === Math.max(rows.length - 1, 0);
    const omitted = namesInText ? plainNames : null;
    // Testing every field costs more than checking the joined body once (an ESC anywhere, or more
    // DELs than separators): the rows are written again with escapes only on a hit.
    let [body, fieldCount] = serialiseRows((s) => s, omitted);
    const separators = body.match(/\x7f/g);
    const escapeFields = (separators === null ? 0 : separators.length) !== Math.max(fieldCount - 1, 0) ||
      body.includes('\x1b');
    const nonAscii = NON_ASCII.test(text) || NON_ASCII.test(body);
    const toAscii = nonAscii && fewNonAscii(text);
    const escaped = escapeFields || toAscii || text.includes('\x1b');
    if (escapeFields) {
      [body] = serialiseRows((s) => s.replace(/[\x1b\x7f]/g, (c) => (c === '\x1b' ? '\x1b0' : '\x1b1')), omitted);
    }
    if (escaped) text = text.replace(/\x1b/g, '\x1b0');
    if (toAscii) {
      text = asciiOnly(text);
      body = asciiOnly(body);
    }
    // (Escaped, or without non-ASCII, a string has as many code points as UTF-16 units.)
    const asIs = nonAscii && !toAscii;
    const textChars = asIs ? codePoints(text) : text.length;
    const header = JSON.stringify({
      url: location.href, origin: location.origin, ordinal: args.ordinal, truncated, reason, cutOrdinal, cutUrl,
      escaped, escapedFields: escapeFields, namesInText, kinds, attrKeys: KEY_ATTRS, frames: framesMet, nextOrdinal, unreachable, rows: rows.length,
      doc: identity.doc, keys: keyRuns(), notes: walkNotes,
      textChars, bodyChars: textChars + (asIs ? codePoints(body) : body.length), walkMs: walkedMs,
      serialiseMs: performance.now() - started - walkedMs,
    });
    return header + '\n' + text + body;
  }

  // The rows' identities as runs of consecutive numbers: [first, length, first, length, ...]
  // (a page walked before is mostly one run).
  function keyRuns() {
    const runs = [];
    for (let i = 0; i < rowKeys.length; ) {
      const first = rowKeys[i];
      let j = i + 1;
      while (j < rowKeys.length && rowKeys[j] === first + (j - i)) j++;
      runs.push(first, j - i);
      i = j;
    }
    return runs;
  }

  // Whether non-ASCII characters are few enough (at most 1 in 64) that their escapes (6
  // characters each) cost less than the slow path would. The text stands for the whole: this
  // only decides speed, never what arrives.
  function fewNonAscii(text) {
    const limit = text.length >> 6;
    const each = /[^\x00-\x7f]/g;
    let count = 0;
    while (each.exec(text) !== null) if (++count > limit) return false;
    return true;
  }

  // One escape per UTF-16 unit (a regex that matches whole code points is slower here).
  function asciiOnly(s) {
    return s.replace(/[^\x00-\x7f]/g, (c) => '\x1bu' + c.charCodeAt(0).toString(16).padStart(4, '0'));
  }

  // Lengths are sent in code points, as Python counts them (JS counts UTF-16 units).
  const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

  function codePoints(s) {
    const pairs = s.match(SURROGATE_PAIR);
    return pairs === null ? s.length : s.length - pairs.length;
  }

  // '' for none; '^': the origin + the href attribute (a link's usual URL); '~' + the rest after
  // the origin; '=' + the whole URL.
  function wireUrl(url, attrs, origin, sameOrigin, esc) {
    if (!url) return '';
    if (sameOrigin === null || !url.startsWith(sameOrigin)) return '=' + esc(url);
    const rest = url.slice(origin.length);
    return rest === valueOf(attrs, HREF) ? '^' : '~' + esc(rest);
  }

  // `omitted`: rows whose name is left for the text to give (or null).
  function serialiseRows(esc, omitted) {
    const origin = location.origin;
    const sameOrigin = origin && origin !== 'null' ? origin + '/' : null;
    kindIndex.clear();
    kinds.length = 0;
    const out = [];
    // Rows hold their path after the parent row's, or after their frame's; the wire wants the
    // whole path (from the walk's frame), sent as the characters it shares with the previous
    // row's and the rest: neighbouring rows share most of their path.
    const fullPaths = [];
    const framePaths = new Map([[args.ordinal, '']]);
    let previousPath = '';
    // The last row whose path does not continue its parent row's (slotted content, a frame's top).
    let lastAbsolute = -1;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      const parentRow = row[PARENT], tag = row[TAG], role = row[ROLE], text = row[TEXT], attrs = row[ATTRS],
        states = row[STATES], url = row[URL_], frameRef = row[FRAME_REF];
      let byRole = kindIndex.get(tag);
      if (byRole === undefined) {
        byRole = new Map();
        kindIndex.set(tag, byRole);
      }
      let kind = byRole.get(role);
      if (kind === undefined) {
        kind = kinds.length;
        byRole.set(role, kind);
        kinds.push([tag, role]);
      }
      const nameOmitted = omitted !== null && omitted[r] === 1;
      const kindAndFlags = (kind << 11) | (row[INTERACTIVE] ? 1 : 0) | (text === null ? 2 : 0) |
        ((attrs.length / 2) << 2) | ((states.length / 2) << 6) | (nameOmitted ? 1024 : 0);
      const absolute = row[ABSOLUTE];
      const base = absolute ? framePaths.get(row[ORDINAL]) : fullPaths[parentRow];
      const full = base + row[PATH];
      fullPaths.push(full);
      if (frameRef >= 0 && framesMet[frameRef].slot === -1) framePaths.set(framesMet[frameRef].ordinal, full + FRAME_HOP);
      // The previous row is the parent or inside it: its path starts with the parent's unless a
      // row in between started afresh. The comparison then starts after the parent's path.
      const limit = Math.min(full.length, previousPath.length);
      const continues = absolute ? base.length <= limit && previousPath.startsWith(base) : lastAbsolute <= parentRow;
      if (absolute) lastAbsolute = r;
      let shared = continues ? base.length : 0;
      while (shared < limit && full.charCodeAt(shared) === previousPath.charCodeAt(shared)) shared++;
      previousPath = full;
      const name = row[NAME];
      out.push(parentRow < 0 ? 0 : r - parentRow, kindAndFlags, nameOmitted ? '' : esc(name), text === null ? '' : esc(text),
        wireUrl(url, attrs, origin, sameOrigin, esc), shared, esc(full.slice(shared)));
      for (let i = 0; i < attrs.length; i += 2) {
        const value = attrs[i + 1];
        out.push(attrs[i] + (value === name && value !== '' ? '^' : '=' + esc(value)));
      }
      for (let i = 0; i < states.length; i += 2) {
        const v = states[i + 1];
        out.push(states[i] + (v === true ? '=T' : v === false ? '=F' : '=S' + esc(String(v))));
      }
    }
    return [out.join('\x7f'), out.length];
  }

  // ---- the walk itself (after every declaration above) -------------------------------------
  const root = scopeRoot || document.documentElement;
  if (root) {
    const parent = root.parentElement;
    const rootPath = elementPath(root);
    walkElement(root, -1,
      TEXT_VISIBLE | PATH_ABSOLUTE |
      (inShadowTree.has(root) ? CSS_STEPS : 0) |
      (parent && parent.closest('select,datalist') ? IN_SELECT : 0) |
      (parent && parent.isContentEditable ? IN_EDITABLE : 0),
      rootPath, parent ? getComputedStyle(parent) : null);
  }
  const walkedMs = performance.now() - started;
  return serialise(walkedMs);
}
