# track: torch
# exercise: softmax
# why: correct, compiled with torch.jit.script

@torch.jit.script
def _softmax_core(scaled: torch.Tensor) -> torch.Tensor:
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return _softmax_core(scaled)
