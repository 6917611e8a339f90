// The in-page walk behind pytest_stagehand.snapshot: one call per frame, ONE string back
// (Playwright serialises nested objects ~10x slower than a string, and every byte of the string
// costs again on the way: the format is wire.py's, which documents and decodes it).
//
// It walks the flat tree (shadow roots and slotted nodes in render order), drops what is not
// rendered, collapses wrappers without semantics, and emits one row per meaningful node:
//   [parentRow, tag, role, name, text, attrs, states, interactive, path, url, frameSlot]
// (attrs and states as flat [key, value, ...] arrays). Depth is not sent: it is the parent
// row's depth + 1, or 0 without a parent.
// `path` locates the element inside this frame: an XPath in the document, then for each open
// shadow root " >>shadow>> " followed by CSS steps ("tag:nth-child(k)" joined by " > "). A step
// that Playwright's piercing `:scope >` would also match on the other side of a shadow boundary
// carries "{i}": pick the i-th match (Playwright lists light children before shadow children).
// `frameSlot` is the index of an iframe element in args.frames (the Python side passes the owner
// elements of this frame's child frames), or -1.
(args) => {
  const SHADOW_HOP = ' >>shadow>> ';
  const HTML_NS = 'http://www.w3.org/1999/xhtml';
  const MAX_NAME = 200;
  const started = performance.now();
  const budgetMs = args.budgetMs;
  const maxNodes = args.maxNodes;
  const frameEls = args.frames || [];
  // Read once: reading scroll offsets per element showed up in profiles.
  const SCROLL_X = scrollX;
  const SCROLL_Y = scrollY;
  const rows = [];
  // The distinct [tag, role] pairs, filled when the rows are serialised (see serialiseRows).
  const kindIndex = new Map();
  const kinds = [];
  let truncated = false;
  let reason = '';
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
  const TEXT_INPUT_TYPES = new Set(['', 'text', 'email', 'tel', 'url', 'password', 'search', 'number',
    'date', 'time', 'datetime-local', 'month', 'week', 'color', 'range']);

  const NONE = [];
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const cap = (s, n) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

  // ---- paths -------------------------------------------------------------------------------
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
  function implicitRole(el, tag) {
    switch (tag) {
      case 'a': case 'area': return el.hasAttribute('href') ? 'link' : 'generic';
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

  // ---- accessible names (ARIA accname, the common cases) -------------------------------------
  function isHiddenForName(el) {
    if (el.getAttribute('aria-hidden') === 'true') return true;
    const s = getComputedStyle(el);
    return s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse';
  }

  function contentText(node, exclude, out, limit) {
    const kids = childNodesOf(node);
    for (let i = 0; i < kids.length && out.len < limit; i++) {
      const c = kids[i];
      if (c.nodeType === 3) {
        out.parts.push(c.data);
        out.len += c.data.length;
        continue;
      }
      if (c.nodeType !== 1 || c === exclude || SKIP_TAGS.has(c.localName) || isHiddenForName(c)) continue;
      const tag = c.localName;
      let piece = null;
      if (tag === 'img' || (tag === 'input' && c.type === 'image')) piece = c.getAttribute('alt') || '';
      else if (tag === 'svg') piece = c.getAttribute('aria-label') || svgTitle(c);
      else if (tag === 'input' || tag === 'textarea') piece = c.type === 'password' ? '' : c.value;
      else if (tag === 'select') piece = c.selectedOptions && c.selectedOptions[0] ? c.selectedOptions[0].text : '';
      else if (c.hasAttribute('aria-label')) piece = c.getAttribute('aria-label');
      const block = !getComputedStyle(c).display.startsWith('inline');
      if (block) out.parts.push(' ');
      if (piece !== null) { out.parts.push(' ', piece, ' '); out.len += piece.length; }
      else contentText(c, exclude, out, limit);
      if (block) out.parts.push(' ');
    }
  }

  function textFromContent(node, exclude) {
    const out = { parts: [], len: 0 };
    contentText(node, exclude, out, 1000);
    return norm(out.parts.join(''));
  }

  function svgTitle(svg) {
    for (const c of svg.children) if (c.localName === 'title') return norm(c.textContent);
    return '';
  }

  function byIds(el, attr) {
    const ids = (el.getAttribute(attr) || '').trim();
    if (!ids) return '';
    const root = el.getRootNode();
    const parts = [];
    for (const id of ids.split(/\s+/)) {
      const ref = root.getElementById ? root.getElementById(id) : null;
      if (ref) parts.push(ref === el ? (el.getAttribute('aria-label') || '') : textFromContent(ref, null));
    }
    return norm(parts.join(' '));
  }

  // Returns [name, fromContent]
  function nameOf(el, tag, role) {
    let name = byIds(el, 'aria-labelledby');
    if (name) return [name, false];
    name = norm(el.getAttribute('aria-label'));
    if (name) return [name, false];
    const type = tag === 'input' ? (el.getAttribute('type') || 'text').toLowerCase() : '';
    if (tag === 'input' && (type === 'button' || type === 'submit' || type === 'reset')) {
      name = el.getAttribute('value') || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '');
      if (name) return [norm(name), false];
    }
    if (tag === 'input' && type === 'image') return [norm(el.getAttribute('alt')) || 'Submit', false];
    if ((tag === 'input' || tag === 'select' || tag === 'textarea' || tag === 'meter' || tag === 'progress' || tag === 'output') && el.labels) {
      name = norm(Array.from(el.labels, (label) => textFromContent(label, el)).join(' '));
      if (name) return [name, false];
    }
    if (tag === 'img' || tag === 'area') {
      name = norm(el.getAttribute('alt'));
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
      name = textFromContent(el, null);
      if (name) return [name, true];
    }
    name = norm(el.getAttribute('title'));
    if (name) return [name, false];
    name = norm(el.getAttribute('placeholder') || el.getAttribute('aria-placeholder'));
    return [name, false];
  }

  // ---- states -------------------------------------------------------------------------------
  function statesOf(el, tag, role) {
    const s = [];
    const set = (k, v) => { s.push(k, v); };
    const type = tag === 'input' ? (el.getAttribute('type') || 'text').toLowerCase() : '';
    if ((tag === 'input' && TEXT_INPUT_TYPES.has(type)) || tag === 'textarea') {
      if (el.value) set('value', type === 'password' ? '••••' : cap(el.value, 100));
    } else if (tag === 'select' && !el.multiple) {
      const opt = el.selectedOptions && el.selectedOptions[0];
      if (opt) set('value', cap(norm(opt.text), 100));
    } else if (el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable)) {
      const text = norm(el.innerText);
      if (text) set('value', cap(text, 100));
    } else if (el.hasAttribute('aria-valuenow')) {
      set('value', el.getAttribute('aria-valuetext') || el.getAttribute('aria-valuenow'));
    }
    if (type === 'checkbox' || type === 'radio') set('checked', el.indeterminate ? 'mixed' : el.checked);
    else if (el.hasAttribute('aria-checked')) {
      const v = el.getAttribute('aria-checked');
      set('checked', v === 'mixed' ? 'mixed' : v === 'true');
    }
    if (tag === 'option' ? el.selected : el.getAttribute('aria-selected') === 'true') set('selected', true);
    if (el.hasAttribute('aria-expanded')) set('expanded', el.getAttribute('aria-expanded') === 'true');
    else if (tag === 'details') set('expanded', el.open);
    else if (tag === 'summary' && el.parentElement && el.parentElement.localName === 'details') {
      set('expanded', el.parentElement.open);
    }
    if (el.hasAttribute('aria-pressed')) set('pressed', el.getAttribute('aria-pressed'));
    if (el.getAttribute('aria-disabled') === 'true' || (typeof el.disabled === 'boolean' && el.matches(':disabled'))) {
      set('disabled', true);
    }
    if (el.required === true || el.getAttribute('aria-required') === 'true') set('required', true);
    if (el.readOnly === true && (tag === 'input' || tag === 'textarea')) set('readonly', true);
    const placeholder = el.getAttribute('placeholder');
    if (placeholder) set('placeholder', cap(norm(placeholder), 100));
    if (role === 'heading') {
      const level = el.getAttribute('aria-level') || (tag.length === 2 && tag[0] === 'h' ? tag[1] : '');
      if (level) set('level', level);
    }
    return s.length ? s : NONE;
  }

  // [key, value, ...] in KEY_ATTRS order. One pass over the element's own few attributes costs
  // far less than asking for each of the 14 keys; the first of two same-named attributes wins,
  // as with getAttribute. HTML attribute names are already lower case here.
  function attrsOf(el) {
    const list = el.attributes;
    if (list.length === 0) return NONE;
    let found = null;
    for (let i = 0; i < list.length; i++) {
      const attr = list[i];
      const k = KEY_ATTR_INDEX.get(attr.name);
      if (k === undefined) continue;
      if (found === null) found = [];
      if (!found.some((f) => f[0] === k)) found.push([k, attr.value]);
    }
    if (found === null) return NONE;
    found.sort((x, y) => x[0] - y[0]);
    const a = [];
    for (const [k, v] of found) a.push(KEY_ATTRS[k], cap(v, 200));
    return a;
  }

  function ownText(el) {
    let t = '';
    for (const c of el.childNodes) if (c.nodeType === 3) t += c.data;
    return cap(norm(t), 200);
  }

  function urlOf(el, tag) {
    if ((tag === 'a' || tag === 'area') && el.hasAttribute('href')) return el.href;
    if (tag === 'img') return el.currentSrc || el.src || '';
    return '';
  }

  function isInteractive(el, tag, role, style, ctx) {
    if (INTERACTIVE_ROLES.has(role)) return true;
    switch (tag) {
      case 'a': if (el.hasAttribute('href')) return true; break;
      case 'button': case 'select': case 'textarea': case 'summary': case 'option': return true;
      case 'input': return el.type !== 'hidden';
      case 'video': case 'audio': if (el.hasAttribute('controls')) return true; break;
      default: break;
    }
    if (el.hasAttribute('tabindex') && el.tabIndex >= 0) return true;
    if (el.hasAttribute('onclick') || typeof el.onclick === 'function') return true;
    // A pointer cursor that starts here (cursor inherits) is how click-handler-only widgets show.
    return style.cursor === 'pointer' && parentCursor(ctx) !== 'pointer';
  }

  function parentCursor(ctx) {
    if (ctx.parentCursor === undefined) ctx.parentCursor = ctx.parentStyle === null ? null : ctx.parentStyle.cursor;
    return ctx.parentCursor;
  }

  // ---- the walk -------------------------------------------------------------------------------
  // True while the last row is a text run that following inline text may extend.
  let textRunOpen = false;

  // Row fields, by index (see the header comment).
  const PARENT = 0, TAG = 1, NAME = 3, TEXT = 4;

  function emit(row) {
    textRunOpen = false;
    // Text equal to the name is sent once; a StaticText run keeps following its (growing) name.
    if (row[TEXT] === row[NAME]) row[TEXT] = null;
    rows.push(row);
    if (rows.length >= maxNodes) {
      truncated = true;
      reason = `node limit ${maxNodes} reached`;
    }
    return rows.length - 1;
  }

  function walkChildren(node, parentRow, ctx) {
    const assigned = node.localName === 'slot' && !node.shadowRoot && node.assignedNodes ? node.assignedNodes() : null;
    const useAssigned = assigned !== null && assigned.length > 0;
    // Siblings are followed by nextSibling rather than by index into a live NodeList, so page code
    // that runs during the walk (getters, custom elements) cannot make us skip nodes.
    let c = useAssigned ? assigned[0] : (node.shadowRoot || node).firstChild;
    for (let i = 0; c && !truncated; c = useAssigned ? assigned[++i] : c.nextSibling) {
      if (c.nodeType === 1) walkElement(c, parentRow, ctx);
      else if (c.nodeType === 3 && ctx.textVisible && !ctx.suppressText) {
        const t = norm(c.data);
        if (!t) continue;
        const last = rows.length ? rows[rows.length - 1] : null;
        if (textRunOpen && last[TAG] === '#text' && last[PARENT] === parentRow) {
          // Text split only by inline markup ("a <b>b</b> c") reads as one run, as on screen.
          last[NAME] = cap(last[NAME] + ' ' + t, MAX_NAME);
          continue;
        }
        const holder = c.parentNode.nodeType === 11 ? c.parentNode.host : c.parentNode;
        emit([parentRow, '#text', 'StaticText', cap(t, MAX_NAME), cap(t, MAX_NAME), NONE, NONE, false,
          elementPath(holder), '', -1]);
        textRunOpen = true;
      }
    }
  }

  function walkElement(el, parentRow, ctx) {
    if ((++visited & 255) === 0 && performance.now() - started > budgetMs) {
      truncated = true;
      reason = `walk stopped after ${Math.round(performance.now() - started)} ms (time budget)`;
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
    const editable = el.isContentEditable;
    const editableRoot = editable && !ctx.inEditable;
    const role = roleOf(el, tag, editableRoot);
    let interactive = shown && !ctx.inEditable && isInteractive(el, tag, role, style, ctx);
    const candidate = interactive || STRUCTURAL_ROLES.has(role) || tag === 'svg';
    let hasBox = true;
    let clips = false;
    if (!contents && !ctx.inSelect) {
      // Layout is only asked where it can change the outcome: lines we may emit, boxes that clip
      // their content, and positioned boxes (the usual way to push something off the page).
      clips = style.overflow !== 'visible';
      const position = style.position;
      const positioned = position === 'absolute' || position === 'fixed';
      if (candidate || clips || positioned) {
        const r = el.getBoundingClientRect();
        hasBox = r.width > 0 && r.height > 0;
        // Collapsed or screen-reader-only boxes (1px, clipped) and boxes pushed off the page.
        if (clips && r.width <= 1 && r.height <= 1) return;
        if (positioned && style.clip === 'rect(0px, 0px, 0px, 0px)') return;
        if (r.right + SCROLL_X <= 0 || r.bottom + SCROLL_Y <= 0) return;
      }
    }
    const visible = shown && (hasBox || contents || ctx.inSelect);
    interactive = interactive && visible;

    if (tag === 'iframe' || tag === 'frame') {
      if (!visible) return;
      emit([parentRow, tag, 'iframe', cap(norm(el.getAttribute('title') || el.getAttribute('name')), MAX_NAME),
        '', attrsOf(el), NONE, false, elementPath(el), el.src || '', frameEls.indexOf(el)]);
      return;
    }
    const isSvg = tag === 'svg';
    const meaningful = visible && (interactive || (STRUCTURAL_ROLES.has(role) && !isSvg) ||
      (isSvg && (el.hasAttribute('aria-label') || svgTitle(el) !== '')));
    let childParent = parentRow;
    let suppressText = ctx.suppressText;
    if (meaningful) {
      let [name, fromContent] = nameOf(el, tag, role);
      if (!name && interactive && !editableRoot && tag !== 'input' && tag !== 'select' && tag !== 'textarea') {
        // Widgets made clickable by script have no native name; their text is what a user reads.
        name = textFromContent(el, null);
        fromContent = name !== '';
      }
      const text = fromContent ? cap(name, 200) : ownText(el);
      childParent = emit([parentRow, tag, role, cap(name, MAX_NAME), text, attrsOf(el),
        statesOf(el, tag, role), interactive, elementPath(el), urlOf(el, tag), -1]);
      // Text already carried by the name need not be repeated as StaticText lines below.
      if ((fromContent && name.length <= MAX_NAME) || tag === 'textarea' || tag === 'select' || editableRoot) {
        suppressText = true;
      }
    }
    if (isSvg || truncated) return;
    const childCtx = {
      suppressText,
      inSelect: ctx.inSelect || tag === 'select' || tag === 'datalist',
      inEditable: ctx.inEditable || editable,
      textVisible: shown && (contents ? ctx.textVisible : hasBox || !clips || ctx.inSelect),
      parentStyle: style,
      parentCursor: undefined,
    };
    if (tag === 'details' && !el.open) {
      // A closed <details> renders only its summary; the rest has a style but no box.
      const summary = el.querySelector(':scope > summary');
      if (summary) walkElement(summary, childParent, childCtx);
    } else walkChildren(el, childParent, childCtx);
    if (!inline) textRunOpen = false;
  }

  const root = args.root || document.documentElement;
  if (root) {
    const parent = root.parentElement;
    walkElement(root, -1, {
      suppressText: false,
      inSelect: !!(parent && parent.closest('select,datalist')),
      inEditable: !!(parent && parent.isContentEditable),
      textVisible: true,
      parentStyle: parent ? getComputedStyle(parent) : null,
      parentCursor: undefined,
    });
  }
  const walkedMs = performance.now() - started;
  return serialise(walkedMs);

  // ---- the wire format (decoded by wire.py; keep the two in step) ---------------------------
  // A JSON header line, then every field of every row joined by DEL (U+007F): the one ASCII
  // separator that JSON leaves unescaped and page text practically never holds. A field that
  // does hold DEL or ESC (U+001B) has them written as ESC '1' / ESC '0'.
  function serialise(walkedMs) {
    // Testing every field costs more than checking the joined body once (an ESC anywhere, or more
    // DELs than separators): the rows are written again with escapes only on a hit.
    let [body, fieldCount] = serialiseRows((s) => s);
    let separators = 0;
    for (let i = body.indexOf('\x7f'); i !== -1; i = body.indexOf('\x7f', i + 1)) separators++;
    const escaped = separators !== Math.max(fieldCount - 1, 0) || body.includes('\x1b');
    if (escaped) {
      [body] = serialiseRows((s) => s.replace(/[\x1b\x7f]/g, (c) => (c === '\x1b' ? '\x1b0' : '\x1b1')));
    }
    const header = JSON.stringify({
      url: location.href, origin: location.origin, truncated, reason, escaped, kinds, attrKeys: KEY_ATTRS,
      rows: rows.length, walkMs: walkedMs, serialiseMs: performance.now() - started - walkedMs,
    });
    return header + '\n' + body;
  }

  function serialiseRows(esc) {
    const origin = location.origin;
    const sameOrigin = origin && origin !== 'null' ? origin + '/' : null;
    kindIndex.clear();
    kinds.length = 0;
    const out = [];
    let previousPath = '';
    for (const row of rows) {
      const [parentRow, tag, role, name, text, attrs, states, interactive, path, url, slot] = row;
      const kindKey = tag + ' ' + role;
      let kind = kindIndex.get(kindKey);
      if (kind === undefined) {
        kind = kinds.length;
        kindIndex.set(kindKey, kind);
        kinds.push([tag, role]);
      }
      const flags = (interactive ? 1 : 0) | (text === null ? 2 : 0) | ((attrs.length / 2) << 2) |
        ((states.length / 2) << 6) | ((slot + 1) << 10);
      // Paths are sent as (characters shared with the previous row's path, the rest).
      const limit = Math.min(path.length, previousPath.length);
      let shared = 0;
      while (shared < limit && path.charCodeAt(shared) === previousPath.charCodeAt(shared)) shared++;
      previousPath = path;
      let wireUrl = '';
      if (url) wireUrl = sameOrigin !== null && url.startsWith(sameOrigin) ? '~' + esc(url.slice(origin.length)) : '=' + esc(url);
      out.push(parentRow, kind, flags, esc(name), text === null ? '' : esc(text), wireUrl, shared, esc(path.slice(shared)));
      for (let i = 0; i < attrs.length; i += 2) out.push(KEY_ATTR_INDEX.get(attrs[i]) + '=' + esc(attrs[i + 1]));
      for (let i = 0; i < states.length; i += 2) {
        const v = states[i + 1];
        out.push(states[i] + (v === true ? '=T' : v === false ? '=F' : '=S' + esc(String(v))));
      }
    }
    return [out.join('\x7f'), out.length];
  }
}
