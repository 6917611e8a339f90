// Product list: live search, a custom sort dropdown (a listbox rendered only while open), add to cart.
"use strict";

const SORTS = [
  { label: "Featured", compare: null },
  { label: "Price: low to high", compare: (a, b) => a.price - b.price },
  { label: "Price: high to low", compare: (a, b) => b.price - a.price },
  { label: "Name: A to Z", compare: (a, b) => a.name.localeCompare(b.name) },
];

let currentSort = SORTS[0];

function visibleProducts(query) {
  const q = query.trim().toLowerCase();
  const matches = Shop.products.filter(
    (p) => !q || p.name.toLowerCase().includes(q) || p.summary.toLowerCase().includes(q),
  );
  return currentSort.compare ? [...matches].sort(currentSort.compare) : matches;
}

function productCard(product) {
  const item = document.createElement("li");
  item.className = "product-card";
  item.dataset.testid = "product-card";
  item.dataset.productId = product.id;
  const url = "product.html?id=" + encodeURIComponent(product.id);
  item.innerHTML = `
    <a class="thumb" href="${url}" tabindex="-1" aria-hidden="true" style="--hue: ${product.hue}"></a>
    <h2 class="product-name" id="name-${product.id}"><a href="${url}"></a></h2>
    <p class="product-summary"></p>
    <div class="product-buy">
      <p class="product-price" data-testid="product-price"></p>
      <button type="button" class="add-to-cart" data-testid="add-to-cart-${product.id}">Add to cart</button>
    </div>`;
  item.querySelector(".thumb").textContent = product.name.split(" ").map((w) => w[0]).join("");
  item.querySelector(".product-name a").textContent = product.name;
  item.querySelector(".product-summary").textContent = product.summary;
  item.querySelector(".product-price").textContent = Shop.formatPrice(product.price);
  item.querySelector(".add-to-cart").addEventListener("click", () => {
    Shop.addToCart(product.id, 1);
    document.getElementById("flash").textContent = `Added ${product.name} to your cart.`;
  });
  return item;
}

function renderList() {
  const query = document.getElementById("search").value;
  const products = visibleProducts(query);
  document.getElementById("product-list").replaceChildren(...products.map(productCard));
  const count = document.getElementById("result-count");
  count.textContent = products.length === 1 ? "1 product" : `${products.length} products`;
  const empty = document.getElementById("no-results");
  empty.hidden = products.length > 0;
  empty.textContent = `No products match “${query.trim()}”.`;
}

// ---- the sort dropdown: a button that opens a listbox; options exist in the DOM only while open ----
function closeSortMenu(focusButton) {
  const button = document.getElementById("sort-button");
  const listbox = document.getElementById("sort-options");
  if (listbox) listbox.remove();
  button.setAttribute("aria-expanded", "false");
  if (focusButton) button.focus();
}

function chooseSort(sort) {
  currentSort = sort;
  document.getElementById("sort-button").textContent = sort.label;
  closeSortMenu(true);
  renderList();
}

function openSortMenu() {
  const button = document.getElementById("sort-button");
  const listbox = document.createElement("ul");
  listbox.id = "sort-options";
  listbox.className = "dropdown-options";
  listbox.setAttribute("role", "listbox");
  listbox.setAttribute("aria-labelledby", "sort-label");
  listbox.tabIndex = -1;
  for (const sort of SORTS) {
    const option = document.createElement("li");
    option.setAttribute("role", "option");
    option.setAttribute("aria-selected", String(sort === currentSort));
    option.tabIndex = -1;
    option.textContent = sort.label;
    option.addEventListener("click", () => chooseSort(sort));
    option.addEventListener("keydown", (event) => {
      const options = [...listbox.querySelectorAll('[role="option"]')];
      const index = options.indexOf(option);
      if (event.key === "ArrowDown") options[Math.min(index + 1, options.length - 1)].focus();
      else if (event.key === "ArrowUp") options[Math.max(index - 1, 0)].focus();
      else if (event.key === "Enter" || event.key === " ") chooseSort(sort);
      else if (event.key === "Escape") closeSortMenu(true);
      else return;
      event.preventDefault();
    });
    listbox.append(option);
  }
  button.after(listbox);
  button.setAttribute("aria-expanded", "true");
  listbox.querySelector('[aria-selected="true"]').focus();
}

document.addEventListener("DOMContentLoaded", () => {
  const flash = Shop.takeFlash();
  if (flash) document.getElementById("flash").textContent = flash;

  const params = new URLSearchParams(window.location.search);
  const search = document.getElementById("search");
  search.value = params.get("q") || "";
  search.addEventListener("input", renderList);

  const button = document.getElementById("sort-button");
  button.addEventListener("click", () => {
    if (document.getElementById("sort-options")) closeSortMenu(false);
    else openSortMenu();
  });
  // A click anywhere outside the dropdown closes it, like a native select.
  document.addEventListener("click", (event) => {
    if (!document.getElementById("sort").contains(event.target)) closeSortMenu(false);
  });

  renderList();
});
