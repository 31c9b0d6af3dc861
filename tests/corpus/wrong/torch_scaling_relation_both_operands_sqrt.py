# track: torch
# exercise: scaling
# why: scaled_scores splits the scale over both operands, (q / sqrt(d_k)) @ (k / sqrt(d_k)).mT, so the scores are divided by d_k instead of sqrt(d_k)
# kind: relation
# diagnosis: scale-dk

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError("bad shapes")
    s = math.sqrt(q.shape[-1])
    return (q / s) @ (k / s).mT
