/*
 * Penny Plants' basket, kept in this browser: "Add to basket" buttons add their plant, the header shows the count,
 * the checkout page lists the basket and places the order, and the order confirmation page shows the order placed.
 * The confirmation page tells Splitpenny about the purchase itself (see order-confirmation.html).
 */
(function () {
  var basketKey = 'penny_basket';
  var orderKey = 'penny_last_order';

  function read(key, fallback) {
    try {
      var value = JSON.parse(localStorage.getItem(key));
      return value === null ? fallback : value;
    } catch {
      return fallback;
    }
  }

  function pounds(pence) {
    return '£' + (pence / 100).toFixed(2);
  }

  function showCount() {
    var count = document.getElementById('basket-count');
    if (count) count.textContent = String(read(basketKey, []).length);
  }

  function addToBasket(button) {
    var basket = read(basketKey, []);
    basket.push({ name: button.getAttribute('data-product'), pence: Number(button.getAttribute('data-pence')) });
    localStorage.setItem(basketKey, JSON.stringify(basket));
    showCount();
    var status = document.getElementById('basket-status');
    if (status) status.textContent = button.getAttribute('data-product') + ' added to your basket.';
  }

  function showCheckout() {
    var list = document.getElementById('basket-lines');
    if (!list) return;
    var basket = read(basketKey, []);
    var total = 0;
    basket.forEach(function (line) {
      var item = document.createElement('li');
      item.textContent = line.name + ' – ' + pounds(line.pence);
      list.appendChild(item);
      total += line.pence;
    });
    document.getElementById('basket-total').textContent = pounds(total);
    document.getElementById('basket-empty').hidden = basket.length > 0;
    var form = document.getElementById('checkout');
    form.hidden = basket.length === 0;
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var order = { id: 'PP-' + Date.now().toString(36).toUpperCase(), pence: total, lines: basket.length };
      localStorage.setItem(orderKey, JSON.stringify(order));
      localStorage.removeItem(basketKey);
      location.href = '/order-confirmation';
    });
  }

  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('button.buy-button[data-pence]');
    if (button) addToBasket(button);
  });
  showCount();
  showCheckout();

  /** The order this browser placed last, for the confirmation page; null when there is none. */
  window.pennyLastOrder = function () {
    return read(orderKey, null);
  };
  window.pennyPounds = pounds;
})();
