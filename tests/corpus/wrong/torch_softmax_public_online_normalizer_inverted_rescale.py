# track: torch
# exercise: softmax
# why: ports the online softmax of Milakov & Gimelshein ("Online normalizer calculation for softmax"), one key at a time, but rescales the running sum by exp(m_new - m_old) instead of exp(m_old - m_new); whenever a row's maximum rises after its first key the denominator is blown up, so those rows are the right weights times a factor below 1 and no longer sum to 1
# kind: public-code
# diagnosis: row-scale


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    m = scaled[..., 0:1]
    d = torch.ones_like(m)
    for j in range(1, scaled.shape[-1]):
        x_j = scaled[..., j:j + 1]
        m_new = torch.maximum(m, x_j)
        d = d * torch.exp(m_new - m) + torch.exp(x_j - m_new)
        m = m_new
    return torch.exp(scaled - m) / d
