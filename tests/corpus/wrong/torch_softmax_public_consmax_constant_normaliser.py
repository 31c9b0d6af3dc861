# track: torch
# exercise: softmax
# why: stable_softmax ports ConSmax (the nanoGPT-based ReaLLMASIC repository's softmax variant), exp(x - beta) / gamma with its learnable constants at the train.py defaults beta = 2.5 and gamma = 100, in place of the row maximum and the row sum; rows no longer sum to 1 (each is its softmax times its own sum of exp(x - 2.5) / 100) and scores like 1e4 overflow to inf
# kind: public
# diagnosis: row-scale


CONSMAX_BETA = 2.5
CONSMAX_GAMMA = 100.0


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return torch.exp(scaled - CONSMAX_BETA) / CONSMAX_GAMMA
