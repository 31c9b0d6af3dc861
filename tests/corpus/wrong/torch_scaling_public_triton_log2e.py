# track: torch
# exercise: scaling
# why: follows the Triton fused-attention tutorial, qk_scale = sm_scale * 1.44269504 (1/ln 2, folded in there for an exp2 softmax), in scaled_scores, which feeds an ordinary exp: every score is 1.4427 times too large
# kind: public
# diagnosis: ratio:constant, ratio

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {tuple(q.shape)} vs k {tuple(k.shape)}")
    sm_scale = 1.0 / math.sqrt(q.shape[-1])
    qk_scale = sm_scale * 1.44269504
    return (q @ k.transpose(-2, -1)) * qk_scale
