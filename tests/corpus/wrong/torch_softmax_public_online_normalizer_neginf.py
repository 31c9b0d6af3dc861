# track: torch
# exercise: softmax
# why: stable_softmax ports the one-pass online normaliser of Milakov & Gimelshein ("Online normalizer calculation for softmax", Algorithm 3: m = -inf, d = 0; per key m_new = max(m, x_j), d = d * exp(m - m_new) + exp(x_j - m_new)), written for finite inputs; while a row's keys so far are all -inf, m - m_new is -inf - (-inf) = NaN, so every row whose first key is hidden comes out NaN
# kind: public
# diagnosis: values-nan
def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # online normaliser: running maximum m and running sum d in one pass over the keys
    m = torch.full_like(scaled[..., :1], float("-inf"))
    d = torch.zeros_like(scaled[..., :1])
    for j in range(scaled.shape[-1]):
        x_j = scaled[..., j : j + 1]
        m_new = torch.maximum(m, x_j)
        d = d * torch.exp(m - m_new) + torch.exp(x_j - m_new)
        m = m_new
    return torch.exp(scaled - m) / d
