// Cart page: one row per product with a native quantity <select>, totals, and the promo box.
"use strict";

function cartRow(line) {
  const product = Shop.product(line.id);
  const row = document.createElement("tr");
  row.dataset.productId = product.id;
  row.innerHTML = `
    <th scope="row"><a href="product.html?id=${encodeURIComponent(product.id)}"></a></th>
    <td class="num"></td>
    <td><select></select></td>
    <td class="num line-total"></td>
    <td><button type="button" class="link-button remove">Remove</button></td>`;
  row.querySelector("a").textContent = product.name;
  row.querySelector("td.num").textContent = Shop.formatPrice(product.price);
  const select = row.querySelector("select");
  select.setAttribute("aria-label", "Quantity of " + product.name);
  // Offer at least 1-9, and more when the cart already holds more.
  for (let n = 1; n <= Math.max(9, line.qty); n++) select.add(new Option(String(n), String(n)));
  select.value = String(line.qty);
  select.addEventListener("change", () => Shop.setQuantity(product.id, Number(select.value)));
  row.querySelector(".line-total").textContent = Shop.formatPrice(product.price * line.qty);
  const remove = row.querySelector(".remove");
  remove.setAttribute("aria-label", "Remove " + product.name);
  remove.addEventListener("click", () => Shop.setQuantity(product.id, 0));
  return row;
}

function renderCart() {
  const lines = Shop.cart();
  document.getElementById("cart-empty").hidden = lines.length > 0;
  document.getElementById("cart-contents").hidden = lines.length === 0;
  document.getElementById("cart-lines").replaceChildren(...lines.map(cartRow));
  const discount = Shop.discount();
  document.getElementById("cart-subtotal").textContent = Shop.formatPrice(Shop.subtotal());
  for (const el of document.querySelectorAll(".discount-row")) el.hidden = discount === 0;
  document.getElementById("cart-discount").textContent = `−${Shop.formatPrice(discount)} (${Shop.promo()})`;
  document.getElementById("cart-total").textContent = Shop.formatPrice(Shop.subtotal() - discount);
}

window.addEventListener("cart-changed", renderCart);
document.addEventListener("DOMContentLoaded", renderCart);
