// Element fingerprints and candidate locators, computed in the page in ONE evaluate call.
// Called two ways (see fingerprint.py):
//   locator.evaluate(SOURCE, options)  -> (element, options): fingerprint + candidate locators of one element
//                                         (options.others: look-alikes from a scan, see sharedLocators)
//   frame.evaluate(SOURCE, options)    -> (options): fingerprint + one unique locator per candidate element
//   locator.evaluate_all(SOURCE)       -> (elements): how many match, and the fingerprint when exactly one
//                                         (options.labelUnique: also whether its label is unique, see labelUnique)
//   SOURCE({resolve: selector}), SOURCE({xpathOf: element}) -> what a stored role locator finds (see resolve),
//                                         an element's XPath: called by the identity check's own script
//   frame.evaluate(SOURCE, {limit, list: true})        -> phase 1 of a two-phase scan: what every
//                                         candidate is (no neighbouring text, no locator), see listScan
//   frame.evaluate(SOURCE, {complete: token, indices: "3,7,..."}) -> phase 2: neighbouring text + locator of the
//                                         listed candidates asked for, see completeScan
// Each returns ONE JSON string: Playwright serialises one string much faster than nested objects.
(first, second) => {
  const TEXT_CAP = 80;
  const NAME_CAP = 120;
  const ATTRIBUTE_CAP = 200;
  const ANCESTRY_DEPTH = 5;
  const CONTEXT_CAP = 80;
  const CONTEXT_DEPTH = 4;
  const CONTEXT_NODES = 60;
  const KEY_ATTRIBUTES = [
    "id", "name", "type", "data-testid", "data-test", "data-qa", "placeholder",
    "aria-label", "href", "title", "alt", "for", "role",
  ];
  const TEST_ID_ATTRIBUTES = ["data-testid", "data-test", "data-qa"];
  const SKIPPED_TAGS = new Set(["script", "style", "noscript", "template", "head", "meta", "link", "title", "html", "body"]);
  const INTERACTIVE_TAGS = new Set(["a", "button", "input", "select", "textarea", "summary", "option", "label", "details"]);
  const INTERACTIVE_ROLES = new Set([
    "button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "menuitemcheckbox", "menuitemradio",
    "option", "textbox", "searchbox", "combobox", "slider", "spinbutton", "treeitem",
  ]);
  const NAME_FROM_CONTENT = new Set([
    "button", "link", "heading", "option", "cell", "columnheader", "rowheader", "tab", "menuitem",
    "menuitemcheckbox", "menuitemradio", "checkbox", "radio", "switch", "treeitem", "tooltip",
  ]);

  const clean = (s) => (s || "").replace(/\s+/g, " ").trim();
  const cap = (s, n) => (s.length > n ? s.slice(0, n) : s);
  const quote = (s) => JSON.stringify(s);
  // Generated ids (React ":r1:", "ember123", hashes) change between builds: never a stable locator.
  const isStableId = (id) => !!id && !/\d{3,}|^[:\d]|[0-9a-f]{10,}/i.test(id);

  // @include roles.js

  // A fingerprint records no role where the snapshot says 'generic' (a role that tells nothing).
  function roleOf(el) {
    const explicit = clean(el.getAttribute("role")).split(" ")[0];
    if (explicit) return explicit;
    const implicit = implicitRole(el, el.localName);
    return implicit === "generic" ? "" : implicit;
  }

  // An element's cleaned text, read once per call for its name and its text (the page cannot change
  // within one call; on a large page the regex over every candidate's text was a noticeable part of
  // a scan).
  const cleanTexts = new Map();
  function cleanText(el) {
    let text = cleanTexts.get(el);
    if (text === undefined) { text = clean(el.textContent); cleanTexts.set(el, text); }
    return text;
  }

  function textOf(el) {
    return cap(cleanText(el), TEXT_CAP);
  }

  function byIdInRoot(el, id) {
    const root = el.getRootNode();
    return root.getElementById ? root.getElementById(id) : root.querySelector("#" + CSS.escape(id));
  }

  function accessibleName(el, role) {
    const labelledBy = clean(el.getAttribute("aria-labelledby"));
    if (labelledBy) {
      const parts = labelledBy.split(" ").map((id) => byIdInRoot(el, id)).filter(Boolean).map((n) => clean(n.textContent));
      const joined = clean(parts.join(" "));
      if (joined) return cap(joined, NAME_CAP);
    }
    const ariaLabel = clean(el.getAttribute("aria-label"));
    if (ariaLabel) return cap(ariaLabel, NAME_CAP);
    const tag = el.localName;
    if (tag === "input" || tag === "select" || tag === "textarea") {
      const type = (el.getAttribute("type") || "").toLowerCase();
      if (tag === "input" && ["button", "submit", "reset"].includes(type)) {
        return cap(clean(el.value) || (type === "submit" ? "Submit" : type === "reset" ? "Reset" : ""), NAME_CAP);
      }
      if (tag === "input" && type === "image") return cap(clean(el.getAttribute("alt")), NAME_CAP);
      const labels = el.labels ? Array.from(el.labels).map((l) => clean(l.textContent)).filter(Boolean) : [];
      if (labels.length) return cap(labels.join(" "), NAME_CAP);
      return cap(clean(el.getAttribute("title")) || clean(el.getAttribute("placeholder")), NAME_CAP);
    }
    if (tag === "img" || tag === "area") return cap(clean(el.getAttribute("alt")) || clean(el.getAttribute("title")), NAME_CAP);
    if (tag === "fieldset") {
      const legend = el.querySelector(":scope > legend");
      if (legend) return cap(clean(legend.textContent), NAME_CAP);
    }
    if (tag === "table") {
      const caption = el.querySelector(":scope > caption");
      if (caption) return cap(clean(caption.textContent), NAME_CAP);
    }
    if (NAME_FROM_CONTENT.has(role)) {
      let text = cleanText(el);
      if (!text) {
        const img = el.querySelector("img[alt]");
        text = img ? clean(img.getAttribute("alt")) : "";
      }
      if (text) return cap(text, NAME_CAP);
    }
    return cap(clean(el.getAttribute("title")), NAME_CAP);
  }

  // Parent across a shadow boundary: the host of the shadow root the element sits in.
  function parentOf(el) {
    if (el.parentElement) return el.parentElement;
    const root = el.getRootNode();
    return root && root.host ? root.host : null;
  }

  // A scan's candidates share their ancestors (every cell of a row, every row of a table): each
  // ancestor's summary is computed once per call (the page cannot change within one call).
  const summaries = new Map();
  function summary(el) {
    const known = summaries.get(el);
    if (known !== undefined) return known;
    let s = el.localName;
    if (el.id) s += "#" + el.id;
    const classes = Array.from(el.classList).slice(0, 2);
    if (classes.length) s += "." + classes.join(".");
    summaries.set(el, s);
    return s;
  }

  function ancestry(el) {
    const chain = [];
    for (let cur = parentOf(el); cur && chain.length < ANCESTRY_DEPTH; cur = parentOf(cur)) {
      if (cur.localName === "body" || cur.localName === "html") break;
      chain.push(summary(cur));
    }
    return chain;
  }

  // Neighbouring text: what a person reads next to the element (the row's cells beside an "Edit"
  // button, the card's title beside "Add to cart", the label beside a field). Text inside other
  // buttons and fields is skipped (every row has the same "Delete" button, so it tells rows apart no
  // better); link text is kept (a card is told apart by the product name it links to).
  const CONTROL_TAGS = new Set(["button", "input", "select", "textarea", "option", "script", "style", "template"]);
  // The first CONTEXT_NODES text nodes under an ancestor, each with its cleaned text, or "" when it
  // sits inside a control below that ancestor (or is blank): what contextOf reads, the same for every
  // element under it (a row's cells and buttons), so computed once per ancestor in this call.
  const textsUnder = new Map();
  function textNodesOf(cur) {
    const known = textsUnder.get(cur);
    if (known !== undefined) return known;
    const out = [];
    const walker = document.createTreeWalker(cur, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && out.length < CONTEXT_NODES; node = walker.nextNode()) {
      let inControl = false;
      for (let p = node.parentElement; p && p !== cur; p = p.parentElement) {
        if (CONTROL_TAGS.has(p.localName)) { inControl = true; break; }
      }
      out.push({ node, text: inControl ? "" : clean(node.nodeValue) });
    }
    textsUnder.set(cur, out);
    return out;
  }

  function contextOf(el) {
    let cur = parentOf(el);
    for (let depth = 0; cur && depth < CONTEXT_DEPTH; depth += 1, cur = parentOf(cur)) {
      if (cur.localName === "body" || cur.localName === "html") break;
      const parts = [];
      let length = 0;
      const texts = textNodesOf(cur);
      // Every text node counts towards CONTEXT_NODES, those skipped (inside `el`, in a control) too.
      for (let i = 0; i < texts.length && length < CONTEXT_CAP; i += 1) {
        const { node, text } = texts[i];
        if (!text || el.contains(node)) continue;
        parts.push(text);
        length += text.length + 1;
      }
      if (parts.length) return cap(parts.join(" "), CONTEXT_CAP);
    }
    return "";
  }

  function siblingIndex(el) {
    const parent = el.parentElement || el.parentNode;
    if (!parent) return 0;
    return Array.prototype.indexOf.call(parent.children, el);
  }

  function isVisible(el) {
    // Fast path: a layout box whose visibility is visible (checkVisibility is native and several times
    // cheaper than reading client rects and the computed style). Its "no" also covers skipped content
    // (content-visibility), which the rule below does not, so a "no" is decided by the rule itself.
    if (el.checkVisibility && el.checkVisibility({ visibilityProperty: true })) return true;
    if (!el.getClientRects().length) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.visibility !== "collapse";
  }

  // `listing` true: all but the neighbouring text (phase 2 of a two-phase scan reads it) and the
  // visibility (a scan's candidates are visible: it lists no other).
  function fingerprint(el, listing = false) {
    const role = roleOf(el);
    const attributes = {};
    for (const name of KEY_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value !== null && value !== "") attributes[name] = cap(clean(value), ATTRIBUTE_CAP);
    }
    if (el.localName === "input" && ["button", "submit", "reset"].includes((el.getAttribute("type") || "").toLowerCase())) {
      if (el.value) attributes.value = cap(clean(el.value), ATTRIBUTE_CAP);
    }
    return {
      tag: el.localName,
      role,
      name: accessibleName(el, role),
      text: textOf(el),
      attributes,
      classes: Array.from(el.classList),
      ancestry: ancestry(el),
      context: listing ? "" : contextOf(el),
      index: siblingIndex(el),
      visible: listing || isVisible(el),
    };
  }

  // An element's XPath step needs its index among same-tag siblings. A scan asks for the steps of
  // every candidate's ancestors: counting a 1,000-row table's rows again for each of its 5,000
  // buttons was nine tenths of a heal. So one pass over a parent's children gives all their steps,
  // kept for this call only (the page may change before the next).
  const xpathSteps = new Map();
  function xpathStep(el) {
    const known = xpathSteps.get(el);
    if (known !== undefined) return known;
    const siblings = el.parentNode && el.parentNode.children ? Array.from(el.parentNode.children) : [el];
    if (!siblings.includes(el)) siblings.push(el);
    const sameTag = new Map();
    for (const sibling of siblings) sameTag.set(sibling.localName, (sameTag.get(sibling.localName) || 0) + 1);
    const seen = new Map();
    for (const sibling of siblings) {
      const tag = sibling.localName;
      const index = (seen.get(tag) || 0) + 1;
      seen.set(tag, index);
      // Non-HTML namespaces (svg) need name() tests: plain tag steps do not match them.
      const test = sibling.namespaceURI === "http://www.w3.org/1999/xhtml" ? tag : `*[name()=${quote(tag)}]`;
      xpathSteps.set(sibling, sameTag.get(tag) > 1 ? `${test}[${index}]` : test);
    }
    return xpathSteps.get(el);
  }

  // Each element's path is its parent's path plus its own step: kept for this call only, so a scan
  // builds every ancestor's path once (walking up only to the nearest ancestor already known).
  const xpaths = new Map();
  function absoluteXPath(el) {
    const pending = [];
    let path = "";
    for (let cur = el; cur && cur.nodeType === 1; cur = cur.parentElement) {
      const known = xpaths.get(cur);
      if (known !== undefined) { path = known; break; }
      pending.push(cur);
    }
    for (let i = pending.length - 1; i >= 0; i -= 1) {
      path += "/" + xpathStep(pending[i]);
      xpaths.set(pending[i], path);
    }
    return path;
  }

  function cssStep(el) {
    const tag = CSS.escape(el.localName);
    const parent = el.parentElement || el.parentNode;
    if (!parent || !parent.children) return tag;
    const sameTag = Array.from(parent.children).filter((s) => s.localName === el.localName);
    return sameTag.length > 1 ? `${tag}:nth-of-type(${sameTag.indexOf(el) + 1})` : tag;
  }

  // Shortest suffix path that is unique within the element's own root (document or shadow root),
  // anchored at the nearest stable unique id when there is one.
  function shortCssPath(el) {
    const root = el.getRootNode();
    const steps = [];
    for (let cur = el; cur && cur.nodeType === 1; cur = cur.parentElement) {
      if (cur !== el && isStableId(cur.id) && root.querySelectorAll("#" + CSS.escape(cur.id)).length === 1) {
        steps.unshift("#" + CSS.escape(cur.id));
        return steps.join(" > ");
      }
      steps.unshift(cssStep(cur));
      if (root.querySelectorAll(steps.join(" > ")).length === 1) return steps.join(" > ");
    }
    return steps.join(" > ");
  }

  // Full nth-of-type path from the top of the element's root; cheap, for scanning many elements.
  function fullCssPath(el) {
    const steps = [];
    for (let cur = el; cur && cur.nodeType === 1; cur = cur.parentElement) steps.unshift(cssStep(cur));
    return steps.join(" > ");
  }

  // A locator string for page.locator(). Inside a shadow root, chain through the host: XPath
  // cannot cross shadow boundaries but Playwright's `>>` chaining and css engine can.
  function uniqueLocator(el, pathOf) {
    const root = el.getRootNode();
    if (root && root.host) return uniqueLocator(root.host, pathOf) + " >> css=" + pathOf(el);
    return "xpath=" + absoluteXPath(el);
  }

  function candidateLocators(el, fp) {
    const out = [];
    const inShadow = !!(el.getRootNode() && el.getRootNode().host);
    for (const name of TEST_ID_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value) out.push(`css=[${name}=${quote(value)}]`);
    }
    if (isStableId(el.id) && byIdInRoot(el, el.id) === el) out.push("css=#" + CSS.escape(el.id));
    if (fp.role && fp.name && fp.role !== "presentation") {
      out.push(`internal:role=${fp.role}[name=${quote(fp.name)}s]`);
    }
    if (el.labels && el.labels.length && fp.name) out.push(`internal:label=${quote(fp.name)}s`);
    const placeholder = el.getAttribute("placeholder");
    if (placeholder) out.push(`internal:attr=[placeholder=${quote(placeholder)}s]`);
    // Unique visible text: a tile or a card with no role says what it is only by its text.
    const ownText = clean(el.textContent);
    if (ownText && ownText.length <= TEXT_CAP && !inShadow) out.push(`internal:text=${quote(ownText)}s`);
    out.push(inShadow ? uniqueLocator(el, shortCssPath) : "css=" + shortCssPath(el));
    if (!inShadow) out.push("xpath=" + absoluteXPath(el));
    return Array.from(new Set(out));
  }

  // Which of `el`'s candidate locators another element is proven to match too (capture_element then
  // leaves them out instead of asking Playwright, whose role and text queries are slow on a large
  // page). `others` holds light-DOM XPaths of scanned elements that read like `el` (same role and
  // name, label, placeholder or text); each is read again here and counts only when it certainly
  // matches what Playwright's engine would: the role engine skips elements hidden from assistive
  // technology and names by its own algorithm, so a role + name match must be visible, not under
  // aria-hidden or inert, of the same tag and role attribute, with a role that does not depend on
  // where it sits (an explicit one, or a button's, a link's, a heading's: not a cell's, whose role a
  // grid changes), and named by its aria-label or by its own text alone (no child elements, no
  // generated content); a text match must be disjoint from `el`
  // (Playwright returns the innermost element showing the text) with nothing Playwright reads apart
  // from textContent (form values, scripts, shadow roots); a label match must take its label from
  // aria-label or from a text-only <label>. Anything else counts as no proof.
  const FORM_VALUE_TAGS = "input, textarea, select, script, style, noscript, template, slot, iframe, object";
  const LABELABLE = new Set(["button", "meter", "output", "progress", "select", "textarea", "input"]);
  const ROLE_FROM_TAG_ALONE = new Set(["button", "a", "h1", "h2", "h3", "h4", "h5", "h6"]);
  const invisibleChars = (s) => /[\u200b\u00ad]/.test(s);
  function byXPath(path) {
    try {
      return document.evaluate(path, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    } catch (e) {
      return null;
    }
  }
  function noGeneratedContent(other) {
    for (const pseudo of ["::before", "::after"]) {
      const content = getComputedStyle(other, pseudo).content;
      if (content && content !== "none" && content !== "normal") return false;
    }
    return true;
  }
  function sameRoleAndName(el, fp, other) {
    if (other.localName !== el.localName || other.getAttribute("role") !== el.getAttribute("role")) return false;
    if (!clean(other.getAttribute("role")) && !ROLE_FROM_TAG_ALONE.has(other.localName)) return false;
    if (!(NAME_FROM_CONTENT.has(fp.role) || INTERACTIVE_ROLES.has(fp.role)) || invisibleChars(fp.name)) return false;
    if (roleOf(other) !== fp.role || other.hasAttribute("aria-labelledby")) return false;
    if (!isVisible(other) || other.closest("[aria-hidden], [inert]")) return false;
    const ariaLabel = clean(other.getAttribute("aria-label"));
    if (ariaLabel) return ariaLabel === fp.name && !invisibleChars(other.getAttribute("aria-label"));
    const tag = other.localName;
    if (["input", "select", "textarea", "img", "area", "fieldset", "table"].includes(tag)) return false;
    return (
      NAME_FROM_CONTENT.has(fp.role) && other.children.length === 0 && clean(other.textContent) === fp.name &&
      !invisibleChars(other.textContent) && noGeneratedContent(other)
    );
  }
  function sameText(el, text, other) {
    if (other.contains(el) || el.contains(other) || invisibleChars(text)) return false;
    if (other.matches(FORM_VALUE_TAGS) || other.querySelector(FORM_VALUE_TAGS)) return false;
    if (other.shadowRoot || invisibleChars(other.textContent || "")) return false;
    const inside = other.querySelectorAll("*");
    if (inside.length > 200) return false;
    for (const child of inside) if (child.shadowRoot) return false;
    return clean(other.textContent) === text;
  }
  function sameLabel(fp, other) {
    if (other.hasAttribute("aria-labelledby") || invisibleChars(fp.name)) return false;
    const ariaLabel = other.getAttribute("aria-label");
    if (ariaLabel !== null && ariaLabel.trim()) return clean(ariaLabel) === fp.name && !invisibleChars(ariaLabel);
    if (!LABELABLE.has(other.localName) || (other.localName === "input" && other.type === "hidden")) return false;
    return Array.from(other.labels || []).some(
      (label) => label.children.length === 0 && clean(label.textContent) === fp.name && !invisibleChars(label.textContent)
    );
  }
  function sharedLocators(el, fp, locators, others) {
    const proven = (paths, test) =>
      (paths || []).some((path) => {
        const other = byXPath(path);
        return other instanceof Element && other !== el && test(other);
      });
    const shared = [];
    const ownText = clean(el.textContent);
    const placeholder = el.getAttribute("placeholder");
    for (const locator of locators) {
      let isShared = false;
      if (locator === `internal:role=${fp.role}[name=${quote(fp.name)}s]`) {
        isShared = proven(others.role, (other) => sameRoleAndName(el, fp, other));
      } else if (locator === `internal:label=${quote(fp.name)}s`) {
        isShared = proven(others.label, (other) => sameLabel(fp, other));
      } else if (placeholder && locator === `internal:attr=[placeholder=${quote(placeholder)}s]`) {
        isShared = proven(others.placeholder, (other) => other.getAttribute("placeholder") === placeholder);
      } else if (locator === `internal:text=${quote(ownText)}s`) {
        isShared = proven(others.text, (other) => sameText(el, ownText, other));
      }
      if (isShared) shared.push(locator);
    }
    return shared;
  }

  // Whether the element's label (role + accessible name) is unique in its document, read when a
  // selector is recorded (healing/alongside.py): a plain selector's entry keeps no locators, so this
  // is what ladder.label_was_unique reads from a capture's, the namesake rule's input (lookalike.py).
  // The same meaning: the role + name locator finds only this element (another visible, not
  // aria-hidden element of its role and name would share it), or its own text (the capture's text
  // locator) still tells it apart from every such namesake. null (unknown) where the capture tries no
  // label locator (no role, no name) and inside a shadow root (the role engine pierces shadow roots,
  // this query does not). Cheap: only the tags that can have the role and elements naming it are read,
  // and the first namesake answers. A namesake in another shadow root or of another tag is missed:
  // then "unique", the answer that refuses nothing (the behaviour before this was recorded).
  const ROLE_TAGS = {
    link: "a, area", button: "button, input, summary", heading: "h1, h2, h3, h4, h5, h6",
    textbox: "input, textarea", combobox: "input, select", listbox: "select", img: "img, svg",
    columnheader: "th", rowheader: "th",
  };
  function labelUnique(el, fp) {
    if (!fp.role || !fp.name || fp.role === "presentation" || el.getRootNode() !== document) return null;
    const selector = [el.localName, `[role~=${quote(fp.role)}]`, ROLE_TAGS[fp.role]].filter(Boolean).join(", ");
    const ownText = clean(el.textContent);
    const byText = !!ownText && ownText.length <= TEXT_CAP;
    // Text that cleans to ownText holds each of its words as they are: a native search of the raw
    // text rules most other elements out before the regex of clean() runs.
    const words = ownText.split(" ");
    const sameText = (other) => {
      const raw = other.textContent;
      return words.every((word) => raw.includes(word)) && clean(raw) === ownText;
    };
    for (const other of document.querySelectorAll(selector)) {
      if (other === el || roleOf(other) !== fp.role) continue;
      // The text first: where it tells the element apart, its name need not be computed.
      if (byText && !sameText(other)) continue;
      if (accessibleName(other, fp.role) !== fp.name) continue;
      if (!isVisible(other) || other.closest('[aria-hidden="true"]')) continue;
      return false;
    }
    return true;
  }

  // Which of `el`'s css= and xpath= locators the page itself proves find exactly `el`, as Playwright's
  // engines would (capture_element then skips its round trip for each). XPath never enters shadow
  // roots, in Playwright or here; Playwright's css does, so a css locator is proven only in a document
  // with no open shadow root. Role, text and label locators are Playwright's own: always asked.
  function provenUnique(el, locators) {
    if (el.getRootNode() !== document) return [];
    let shadowFree = null;
    const proven = [];
    for (const locator of locators) {
      try {
        if (locator.startsWith("xpath=")) {
          const found = document.evaluate(locator.slice(6), document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
          if (found.snapshotLength === 1 && found.snapshotItem(0) === el) proven.push(locator);
        } else if (locator.startsWith("css=") && !locator.includes(" >> ")) {
          if (shadowFree === null) shadowFree = !Array.prototype.some.call(document.querySelectorAll("*"), (n) => n.shadowRoot);
          if (!shadowFree) continue;
          const found = document.querySelectorAll(locator.slice(4));
          if (found.length === 1 && found[0] === el) proven.push(locator);
        }
      } catch (e) {
        // Not a selector this page's engine reads: Playwright is asked instead.
      }
    }
    return proven;
  }

  // A stored role + exact name locator, as capture_element writes it, resolved by the page itself
  // (fingerprint.py, identify): Playwright builds its selector engine in a document's main world on
  // the first query there (20-30 ms), and a replayed act's identity check was often a page's only
  // such query (plain css and XPath are read in the page by snapshot/bounded.py). Anything else, and
  // any document with an open shadow root (Playwright's role engine enters them), answers null and
  // Playwright is asked.
  // The role and name here are this file's, which differ from Playwright's in corner cases (a select
  // inside its own label is named with its options here; bench/bench_native_identify.py). So a role
  // locator is answered only when the answer is certain under either reading: any other element of
  // the role whose name contains the wanted one, or is contained in it, or whose hiddenness Playwright
  // may judge otherwise (display: contents), sends the question to Playwright. And the caller uses
  // the answer only when it is exactly one element that passes the identity check, acting on that
  // element by its XPath, never on whatever the role locator might find instead. A name at the cap is
  // asked (Playwright compares the uncut name).
  const ROLE_LOCATOR = /^internal:role=([a-z]+)\[name=("(?:[^"\\]|\\.)*")s\]$/;
  const ARIA_IGNORED = new Set(["style", "script", "noscript", "template"]);
  // Hidden as Playwright's role engine hides (isElementHiddenForAria), for a light-DOM element; null
  // where its rule looks into the element's children (display: contents).
  function hiddenForAria(el) {
    if (ARIA_IGNORED.has(el.localName)) return true;
    const style = getComputedStyle(el);
    if (style.display === "contents") return null;
    const option = el.localName === "option" && !!el.closest("select");
    if (!option && (!el.checkVisibility() || style.visibility !== "visible")) return true;
    for (let cur = el; cur; cur = cur.parentElement) {
      if (getComputedStyle(cur).display === "none") return true;
      if ((cur.getAttribute("aria-hidden") || "").toLowerCase() === "true") return true;
    }
    return false;
  }
  function resolveRole(role, name) {
    const found = [];
    for (const el of document.querySelectorAll("*")) {
      if (el.shadowRoot) return null;
      const explicit = clean(el.getAttribute("role"));
      if (explicit.includes(" ") && explicit.split(" ").includes(role)) return null;  // Playwright picks a valid token
      if (roleOf(el) !== role) {
        // An explicit role Playwright may not take (an unknown one, or none / presentation on a
        // focusable element) hides from this reading an element whose own role is the wanted one.
        if (explicit && implicitRole(el, el.localName) === role) {
          const own = accessibleName(el, role);
          if (own && (own.includes(name) || name.includes(own))) return null;
        }
        continue;
      }
      const own = accessibleName(el, role);
      const namesake = own !== name && !!own && (own.includes(name) || name.includes(own));
      if (own !== name && !namesake) continue;
      const hidden = hiddenForAria(el);
      if (hidden === null || (namesake && !hidden)) return null;  // a namesake, maybe
      if (!hidden) found.push(el);
    }
    return found;
  }
  function resolve(selector) {
    const match = ROLE_LOCATOR.exec(selector);
    if (!match) return null;
    try {
      const name = JSON.parse(match[2]);
      if (!name || name.length >= NAME_CAP || name !== clean(name) || invisibleChars(name)) return null;
      return resolveRole(match[1], name);
    } catch (e) {
      return null;  // a quoted name this file cannot read: Playwright is asked
    }
  }

  function isCandidate(el) {
    const tag = el.localName;
    if (SKIPPED_TAGS.has(tag)) return false;
    if (INTERACTIVE_TAGS.has(tag)) return true;
    const role = el.getAttribute("role");
    if (role && INTERACTIVE_ROLES.has(role.trim())) return true;
    if (el.hasAttribute("onclick") || el.hasAttribute("contenteditable")) return true;
    const tabindex = el.getAttribute("tabindex");
    if (tabindex !== null && Number(tabindex) >= 0) return true;
    for (const child of el.childNodes) {
      if (child.nodeType === 3 && child.nodeValue.trim()) return true;
    }
    return false;
  }

  // The candidates of a scan, in document order (open shadow roots visited where their host is), and
  // the open shadow roots met: the one walk both the one-phase scan and the two-phase one make.
  function candidates(options) {
    const limit = options && options.limit ? options.limit : 5000;
    const elements = [];
    const shadowRoots = [];
    let truncated = false;
    const visit = (root) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.shadowRoot) { shadowRoots.push(el.shadowRoot); visit(el.shadowRoot); }
        if (elements.length >= limit) { truncated = true; return; }
        if (!isCandidate(el) || !isVisible(el)) continue;
        elements.push(el);
      }
    };
    visit(document);
    return { elements, shadowRoots, truncated };
  }

  function scan(options) {
    const { elements, truncated } = candidates(options);
    const out = elements.map((el) => ({ fingerprint: fingerprint(el), locator: uniqueLocator(el, fullCssPath) }));
    return JSON.stringify({ elements: out, truncated });
  }

  // Two-phase scan (healing/twophase.py). Phase 1 lists every candidate with what it is (tag, role,
  // name, text, attributes, classes, ancestry, sibling index): each distinct such row once in
  // `kinds`, and per candidate the number of its kind (a table's 1,000 "Edit" buttons are one kind).
  // The candidates stay in the page under a registry symbol with a token, and a MutationObserver
  // watches the tree and its text from here on. Phase 2 then reads the neighbouring text and the
  // locator of only the candidates Python kept, by their index in this listing. Both are functions
  // of the tree and its text alone (which elements, in what order, with what text nodes): when no
  // node was added, removed or had its text changed in between, phase 2 reads exactly what a
  // one-phase scan made at the time of phase 1 would have read. Anything else answers "changed"
  // and the caller scans again the one-phase way.
  const SCAN_KEY = Symbol.for("pytest-stagehand.scan");
  function listScan(options) {
    const previous = window[SCAN_KEY];
    if (previous && previous.observer) previous.observer.disconnect();
    const { elements, shadowRoots, truncated } = candidates(options);
    const state = { token: ((previous && previous.token) || 0) + 1, elements, changed: false, observer: null };
    const watch = { childList: true, characterData: true, subtree: true };
    // The first change is enough to know: stop watching then (a busy page queues nothing more).
    state.observer = new MutationObserver(() => { state.changed = true; state.observer.disconnect(); });
    state.observer.observe(document, watch);
    for (const root of shadowRoots) state.observer.observe(root, watch);
    window[SCAN_KEY] = state;
    const kinds = [];
    const kindOf = new Map();
    const listed = elements.map((el) => {
      const fp = fingerprint(el, true);
      const row = [fp.tag, fp.role, fp.name, fp.text, fp.attributes, fp.classes, fp.ancestry, fp.index];
      const key = JSON.stringify(row);
      let kind = kindOf.get(key);
      if (kind === undefined) { kind = kinds.length; kinds.push(row); kindOf.set(key, kind); }
      return kind;
    });
    return JSON.stringify({ token: state.token, kinds, elements: listed, truncated });
  }

  function completeScan(options) {
    const state = window[SCAN_KEY];
    if (!state || state.token !== options.complete) return JSON.stringify({ changed: true });
    if (state.observer.takeRecords().length) { state.changed = true; state.observer.disconnect(); }
    if (state.changed) return JSON.stringify({ changed: true });
    const indices = options.indices ? options.indices.split(",") : [];
    const out = indices.map((i) => {
      const el = state.elements[Number(i)];
      return [contextOf(el), uniqueLocator(el, fullCssPath)];
    });
    return JSON.stringify({ changed: false, elements: out });
  }

  // locator.evaluate_all: count and fingerprint in one round trip (the replay identity check).
  if (Array.isArray(first)) {
    const fp = first.length === 1 ? fingerprint(first[0]) : null;
    if (fp && second && second.labelUnique) {
      return JSON.stringify({ count: 1, fingerprint: fp, label_unique: labelUnique(first[0], fp) });
    }
    return JSON.stringify({ count: first.length, fingerprint: fp });
  }
  // { resolve: selector }: the elements a stored role locator finds, or null (see resolve).
  if (first && typeof first.resolve === "string") return resolve(first.resolve);
  // { xpathOf: element }: its absolute XPath (light DOM).
  if (first && first.xpathOf instanceof Element) return "xpath=" + absoluteXPath(first.xpathOf);
  // { candidate: element }: whether a scan would list it (the heal ladder can only find what it lists).
  if (first && first.candidate instanceof Element) {
    return JSON.stringify({ candidate: isCandidate(first.candidate) && isVisible(first.candidate) });
  }
  if (first instanceof Element) {
    const fp = fingerprint(first);
    const locators = candidateLocators(first, fp);
    const proven = provenUnique(first, locators);
    if (second && second.others) {
      return JSON.stringify({
        fingerprint: fp, locators, proven, shared: sharedLocators(first, fp, locators, second.others),
      });
    }
    return JSON.stringify({ fingerprint: fp, locators, proven });
  }
  if (first && first.complete !== undefined) return completeScan(first);
  if (first && first.list) return listScan(first);
  return scan(first);
}
