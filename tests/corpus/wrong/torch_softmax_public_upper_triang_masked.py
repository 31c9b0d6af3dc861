# track: torch
# exercise: softmax
# why: ports Megatron-LM's fused ScaledUpperTriangMaskedSoftmax, which applies a causal mask inside the softmax, so every key after its query gets weight 0 even when the caller's scores leave it visible
# kind: public
# diagnosis: hides-visible


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be positive and finite, got {temperature!r}")
    scaled = scores / temp
    t, s = scaled.shape[-2:]
    upper = torch.ones(t, s, dtype=torch.bool, device=scaled.device).triu(diagonal=1)
    scaled = scaled.masked_fill(upper, float("-inf"))  # the fused kernel's causal mask
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
