// Basket page: one row per product with a native quantity <select>, and the totals.
"use strict";

function basketRow(line) {
  const product = Shop.product(line.id);
  const row = document.createElement("tr");
  row.innerHTML = `
    <th scope="row"><a href="product.html?id=${encodeURIComponent(product.id)}"></a></th>
    <td><select></select></td>
    <td class="unit-price"></td>
    <td class="row-total"></td>
    <td><button type="button" class="text-btn drop">Remove</button></td>`;
  row.querySelector("a").textContent = product.name;
  row.querySelector(".unit-price").textContent = Shop.formatPrice(product.price);
  const select = row.querySelector("select");
  select.setAttribute("aria-label", "Quantity of " + product.name);
  // Offer at least 1-9, and more when the basket already holds more.
  for (let n = 1; n <= Math.max(9, line.qty); n++) select.add(new Option(String(n), String(n)));
  select.value = String(line.qty);
  select.addEventListener("change", () => Shop.setQuantity(product.id, Number(select.value)));
  row.querySelector(".row-total").textContent = Shop.formatPrice(product.price * line.qty);
  const remove = row.querySelector(".drop");
  remove.setAttribute("aria-label", "Remove " + product.name);
  remove.addEventListener("click", () => Shop.setQuantity(product.id, 0));
  return row;
}

function renderBasket() {
  const lines = Shop.cart();
  document.getElementById("basket-empty").hidden = lines.length > 0;
  document.getElementById("basket-contents").hidden = lines.length === 0;
  document.getElementById("basket-lines").replaceChildren(...lines.map(basketRow));
  document.getElementById("basket-subtotal").textContent = Shop.formatPrice(Shop.subtotal());
  document.getElementById("basket-total").textContent = Shop.formatPrice(Shop.subtotal());
}

window.addEventListener("cart-changed", renderBasket);
document.addEventListener("DOMContentLoaded", renderBasket);
