# track: torch
# exercise: softmax
# why: an online (FlashAttention-style) softmax over blocks of keys that updates the running maximum but never rescales the running sum by exp(m_old - m_new), so rows whose maximum appears after the first block are divided by too large a sum
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
    block = 2
    m = torch.full_like(scaled[..., :1], float("-inf"))
    l = torch.zeros_like(scaled[..., :1])
    for start in range(0, scaled.shape[-1], block):
        chunk = scaled[..., start:start + block]
        m_new = torch.maximum(m, chunk.amax(dim=-1, keepdim=True))
        safe = torch.where(torch.isneginf(m_new), torch.zeros_like(m_new), m_new)
        l = l + torch.exp(chunk - safe).sum(dim=-1, keepdim=True)
        m = m_new
    if torch.isneginf(m).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch.exp(scaled - m) / l
