# track: torch
# exercise: softmax
# why: stable_softmax pads every row with -inf up to a power-of-two width "as the fused kernels' BLOCK_SIZE does" and drops the padding with weights[..., :-pad]; when S already is a power of two, pad is 0 and [..., :-0] is [..., :0], an empty slice, so those calls return (..., T, 0) weights, and attention and multi-head attention on them fail
# kind: knockon
# diagnosis: cut-short, cut-to-nothing
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
    n_cols = scaled.shape[-1]
    pad = (1 << (n_cols - 1).bit_length()) - n_cols
    row = torch.nn.functional.pad(scaled, (0, pad), value=float("-inf"))
    row_max = row.amax(dim=-1, keepdim=True)
    exps = torch.exp(row - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    return weights[..., :-pad]
