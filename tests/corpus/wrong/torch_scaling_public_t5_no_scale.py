# track: torch
# exercise: scaling
# why: scaled_scores is ported from Hugging Face's T5Attention, torch.matmul(q, k.transpose(3, 2)) with no division by sqrt(d_k) (T5 folds the scale into its initialisation), so the scores are not scaled
# kind: public
# diagnosis: scale-none

def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    if k.dim() == 4:
        return torch.matmul(q, k.transpose(3, 2))
    return torch.matmul(q, k.transpose(-1, -2))
